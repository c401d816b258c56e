/**
 * axe-core run in the page: its violations, one readable line each (rule, help, first targets). The functions sent
 * to the page are self-contained, so that the engines' scenarios (tests/engines) send the same ones through their
 * drivers.
 */
import fs from "fs"
import type { Page } from "playwright-core"

/** axe-core's source, evaluated in a document before its first run there. */
export const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

interface AxeViolation {
  id: string
  help: string
  nodes: { target: string[] }[]
}

type AxeWindow = Window & { axe?: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }

/** Runs in the page: whether axe-core's source has been evaluated in this document. */
export const axeLoaded = (): boolean => typeof (window as AxeWindow).axe?.run === "function"

/** Runs in the page (axe-core loaded): the violations in the document as it is now, one readable line each. */
export const axeRun = (): Promise<string[]> =>
  (window as AxeWindow).axe!.run(document, { resultTypes: ["violations"] }).then((result) =>
    result.violations.map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join(" | ")}`,
    ),
  )

/**
 * axe's source is evaluated once per document: evaluating it again on the same document (a test that checks
 * several states of one page) cost about 0.25 s of CPU a time here and changes nothing, since each
 * `axe.run` reads the document afresh.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(axeLoaded))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(axeRun)
}
