// A real local Blobs server (the one the host's emulation runs) on loopback, in its own process:
// `node blobs-server.mjs <directory> <token>` prints its port on one line, and stops on SIGTERM.
import { BlobsServer } from "@netlify/blobs/server"

const [directory, token] = process.argv.slice(2)
const server = new BlobsServer({ directory, token, logger: () => undefined })
const { port } = await server.start()
process.stdout.write(`${port}\n`)
process.on("SIGTERM", () => {
  void server.stop().then(() => process.exit(0))
})
