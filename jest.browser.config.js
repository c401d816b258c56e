// Browser tests: the built site under `gatsby serve`, driven in Debian's Chromium.
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests/browser"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  testTimeout: 120000,
  maxWorkers: 1,
}
