/** Installs the host's command-line tool ahead of the host's tests (npm test does it while the unit tests run). */
import { ensureNetlifyCli } from "./emulation"

console.log(`The host's command-line tool: ${ensureNetlifyCli()}`)
