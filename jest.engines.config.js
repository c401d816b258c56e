// The visitor paths in every engine: Chromium, WebKit and Firefox, against the built site under `gatsby serve`.
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests/engines"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  testTimeout: 120000,
  maxWorkers: 1,
}
