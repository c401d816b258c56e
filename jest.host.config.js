// The host's emulation: a scratch copy built with Gatsby's adapter for Netlify and served offline by
// the host's own command-line tool (installed on first use), checked over HTTP.
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests/host"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  maxWorkers: 1,
}
