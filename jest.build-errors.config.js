// Builds of a scratch copy with one content file broken (run before the production build).
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests/build-errors"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
}
