// Checks over the built site in public/ (run after `gatsby build`).
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests/built"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
}
