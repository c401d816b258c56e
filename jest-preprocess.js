// Compiles TypeScript, JSX and the ES modules of a few packages for Jest with esbuild, one file at a time:
// CommonJS for Node, JSX through Emotion's runtime (for the css prop) as the site's build does. No test
// calls jest.mock, so nothing needs hoisting above the imports. On a fresh clone, where Jest has no cache
// yet, the unit tests took 158 s of CPU through Babel and take 135 s through esbuild
// (bench/results/2026-11-test-suite-notes.md).
const { createHash } = require("crypto")
const path = require("path")
const esbuild = require("esbuild")

const LOADERS = { ".ts": "ts", ".tsx": "tsx", ".mts": "ts", ".jsx": "jsx" }

const options = (filename) => ({
  loader: LOADERS[path.extname(filename)] ?? "js",
  format: "cjs",
  target: `node${process.versions.node.split(".")[0]}`,
  // import() as a require: Jest's module system loads the code it names (the islands' lazy parts).
  supported: { "dynamic-import": false },
  jsx: "automatic",
  jsxImportSource: "@emotion/react",
  sourcemap: "inline",
  // Named as plain .js/.ts: esbuild reads a .mjs name as Node's rule for a default import (the whole
  // module), where these packages' ES modules mean their `export default`.
  sourcefile: filename.replace(/\.m([jt]s)$/, ".$1"),
})

module.exports = {
  process(source, filename) {
    return { code: esbuild.transformSync(source, options(filename)).code }
  },
  getCacheKey(source, filename) {
    return createHash("sha256")
      .update(esbuild.version)
      .update("\0")
      .update(JSON.stringify(options(filename)))
      .update("\0")
      .update(source)
      .digest("hex")
  },
}
