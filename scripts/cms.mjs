// `npm run cms`: the development site and Decap's local backend together, so an editor edits the
// files on disk at http://localhost:8000/admin with no login and no network. Ctrl-C stops both.
import { spawn } from "node:child_process"
import { createRequire } from "node:module"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const require = createRequire(path.join(root, "package.json"))
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }

// The editor looks for the local backend at localhost:8081 (src/cms/backend.ts); it saves straight into data/ and content/.
const backend = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
  cwd: root,
  env: { ...env, PORT: "8081", BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: root },
  stdio: "inherit",
})
const site = spawn(process.execPath, [require.resolve("gatsby/cli"), "develop", "--port", "8000"], { cwd: root, env, stdio: "inherit" })

console.log(
  "\nEditor: http://localhost:8000/admin (press Login; no password). Files are saved into data/ and content/: commit them with git.\n",
)

let stopping = false
const stop = (code) => {
  if (stopping) return
  stopping = true
  for (const child of [backend, site]) if (child.exitCode === null) child.kill("SIGTERM")
  process.exitCode = code
}
process.on("SIGINT", () => stop(0))
process.on("SIGTERM", () => stop(0))
backend.on("exit", (code) => stop(code ?? 1))
site.on("exit", (code) => stop(code ?? 1))
