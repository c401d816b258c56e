/** @jest-environment node */
import { execFile } from "node:child_process"
import path from "node:path"
import { promisify } from "node:util"

const run = promisify(execFile)
const ROOT = path.resolve(__dirname, "../../..")

// What a terminal would act on rather than show: C0 but the line feed that ends each line, DEL, C1, bidirectional controls, line and paragraph separators.
// eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
const TERMINAL_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

describe("the server's log lines", () => {
  it("show the control characters of visitor text escaped, in messages and in the errors logged with them", async () => {
    // The real logger in a process of its own, writing to real stdout and stderr.
    const program = `
      const { consoleLogger } = require("./src/server/logger")
      const visitor = "Eve\\u001b]52;c;ZXZpbA==\\u0007\\u009b2J\\u202e"
      consoleLogger.info("[delivery] info " + visitor)
      consoleLogger.warn("[delivery] warn " + visitor + "\\nforged line")
      consoleLogger.error("[delivery] error " + visitor)
      consoleLogger.error("[delivery] unexpected error", new Error("thrown " + visitor))
    `
    // One Node process with tsx's CommonJS hook, which loads the TypeScript module the program requires (tsx's command
    // line would start Node again under it: three times the CPU).
    const { stdout, stderr } = await run(process.execPath, ["--require", "tsx/cjs", "-e", program], { cwd: ROOT })
    const escaped = "Eve\\x1b]52;c;ZXZpbA==\\x07\\x9b2J\\u{202e}"
    expect(stdout).toBe(`[delivery] info ${escaped}\n`)
    expect(stderr).not.toMatch(TERMINAL_CONTROL)
    expect(stderr).toContain(`[delivery] warn ${escaped}\\nforged line\n`)
    expect(stderr).toContain(`[delivery] error ${escaped}\n`)
    expect(stderr).toContain(`[delivery] unexpected error Error: thrown ${escaped}\n    at `)
  })
})
