/**
 * A Jest reporter that prints, after a run, the CPU time each test file took: every process the file
 * kept busy, its browsers and servers included. It reads the CPU account of the control group the run
 * is in (cgroup v1's `cpuacct`), which `scripts/test-all.sh` makes for each step; outside such a group
 * (a run by hand) it prints nothing. Files run one at a time in the steps (`--maxWorkers=1`), so the
 * time between a file's start and its result is that file's.
 */
const fs = require("fs")

function usageFile() {
  try {
    const line = fs
      .readFileSync("/proc/self/cgroup", "utf8")
      .split("\n")
      .find((l) => /^\d+:([^:]*,)?cpuacct(,[^:]*)?:/.test(l))
    const group = line && line.slice(line.lastIndexOf(":") + 1)
    if (!group || group === "/") return undefined
    const file = `/sys/fs/cgroup/cpuacct${group}/cpuacct.usage`
    return fs.existsSync(file) ? file : undefined
  } catch {
    return undefined
  }
}

class CpuReporter {
  constructor() {
    this.file = usageFile()
    this.started = new Map()
    this.spent = []
  }

  /** CPU seconds the group has used so far. */
  now() {
    return Number(fs.readFileSync(this.file, "utf8")) / 1e9
  }

  onTestFileStart(test) {
    if (this.file) this.started.set(test.path, { cpu: this.now(), at: Date.now() })
  }

  onTestFileResult(test) {
    const start = this.file && this.started.get(test.path)
    if (!start) return
    this.spent.push({
      file: test.path.slice(test.context.config.rootDir.length + 1),
      cpu: this.now() - start.cpu,
      wall: (Date.now() - start.at) / 1000,
    })
  }

  onRunComplete() {
    if (this.spent.length === 0) return
    const rows = [...this.spent].sort((a, b) => b.cpu - a.cpu)
    const total = rows.reduce((sum, row) => sum + row.cpu, 0)
    const lines = rows.map((row) => `${row.cpu.toFixed(1).padStart(7)} s CPU ${row.wall.toFixed(1).padStart(7)} s  ${row.file}`)
    process.stderr.write(`\nCPU time by test file (${total.toFixed(0)} s in all):\n${lines.join("\n")}\n`)
  }
}

module.exports = CpuReporter
