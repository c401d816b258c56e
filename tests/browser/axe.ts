/** axe-core run in the page: its violations, one readable line each (rule, help, first targets). */
import fs from "fs"
import type { Page } from "playwright-core"

const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

interface AxeViolation {
  id: string
  help: string
  nodes: { target: string[] }[]
}

/**
 * axe's source is evaluated once per document: evaluating it again on the same document (a test that checks
 * several states of one page) cost about 0.25 s of CPU a time here and changes nothing, since each
 * `axe.run` reads the document afresh.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === "function")
  if (!loaded) await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(document, { resultTypes: ["violations"] })
    return result.violations
  })
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(" | ")}`,
  )
}
