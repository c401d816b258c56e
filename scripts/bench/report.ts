// What every benchmark shares: medians, the machine's description, and the results file.
import fs from "fs"
import os from "os"
import path from "path"

export const root = path.resolve(__dirname, "../..")

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits

export function machine(): string {
  return `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`
}

/** Writes bench/results/<name>-<time>.json and returns its path relative to the project. */
export function writeResults(name: string, figures: Record<string, unknown>): string {
  const date = new Date().toISOString()
  const dir = path.join(root, "bench", "results")
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${name}-${date.replace(/[:.]/g, "-")}.json`)
  fs.writeFileSync(file, `${JSON.stringify({ date, machine: machine(), ...figures }, null, 2)}\n`)
  return path.relative(root, file)
}

export function requireBuild(siteDir = root): void {
  if (!fs.existsSync(path.join(siteDir, "public", "index.html"))) {
    console.error(`No build found in ${path.relative(root, siteDir) || "."}: run \`npm run build\` first.`)
    process.exit(1)
  }
}
