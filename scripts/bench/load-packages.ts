// The packages only the benchmarks use: Lighthouse and the Chrome launcher it drives (bench:lighthouse),
// autocannon (bench:api). scripts/bench/packages/ pins them and every package under them; the first
// benchmark that needs them installs them into the cache folder outside the project
// (scripts/lib/pinned-install.ts, about a minute), so `npm ci` installs only what the site, its build and
// its tests use.
import { createRequire } from "node:module"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { ensurePinnedInstall } from "../lib/pinned-install"

const PINNED = path.join(__dirname, "packages")

/** `require` from the benchmarks' install, which the first call makes. */
function benchRequire(): NodeJS.Require {
  return createRequire(path.join(ensurePinnedInstall({ pinned: PINNED, name: "bench-packages" }), "package.json"))
}

/** A CommonJS package of the benchmarks' (autocannon). */
export function requireBenchPackage(name: string): unknown {
  return benchRequire()(name)
}

/** An ES module package of the benchmarks' (Lighthouse, chrome-launcher). */
export async function importBenchPackage(name: string): Promise<unknown> {
  return import(pathToFileURL(benchRequire().resolve(name)).href)
}
