/**
 * Runs every visitor scenario (scenarios.ts) in one engine, against the built site under `gatsby serve` with its
 * booking function writing to a temporary outbox. Each engine's test file is one call of this. In Chromium, a
 * scenario whose promise a test of tests/browser keeps is left to that test, which is checked to be there.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { serveBuiltSite, type ServedSite } from "../browser/serve"
import { TEST_LINK_SECRET } from "../../src/server/test-support/peers"
import type { Engine, Visitor, VisitorOptions } from "./driver"
import { SCENARIOS, type World } from "./scenarios"
import { slowScripts, type SlowScripts } from "./slow-scripts"
import { startTlsFront, type TlsFront } from "./tls-front"

export function runScenarios(engine: Engine): void {
  let site: ServedSite | undefined
  let slow: SlowScripts | undefined
  let secure: TlsFront | undefined
  let outbox = ""

  beforeAll(async () => {
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), `${engine.name}-outbox-`))
    ;[site] = await Promise.all([
      serveBuiltSite({ OUTBOX_DIR: outbox, RATE_LIMIT_PER_MINUTE: "1000", BOOKING_LINK_SECRET: TEST_LINK_SECRET }),
      engine.start(),
    ])
    slow = await slowScripts(site.url)
    secure = await startTlsFront(site.url)
  })

  afterAll(async () => {
    await Promise.all([engine.stop(), site?.stop(), slow?.stop(), secure?.stop()])
    if (outbox) fs.rmSync(outbox, { recursive: true, force: true })
  })

  // Chromium's share of a promise that tests/browser keeps is tested there (scenarios.ts, chromiumKeptBy).
  const keptByBrowserTests = engine.name === "chromium" ? SCENARIOS.filter((scenario) => scenario.chromiumKeptBy) : []
  if (keptByBrowserTests.length > 0) {
    test(`${engine.name}: each scenario left to tests/browser is still tested there`, () => {
      const missing = keptByBrowserTests.filter(({ chromiumKeptBy: kept }) => {
        const file = path.join(__dirname, "../browser", kept!.file)
        return !fs.existsSync(file) || !fs.readFileSync(file, "utf8").includes(kept!.test)
      })
      expect(
        missing.map((scenario) => `${scenario.name}: ${scenario.chromiumKeptBy!.file} has no "${scenario.chromiumKeptBy!.test}"`),
      ).toEqual([])
    })
  }

  for (const scenario of SCENARIOS) {
    if (keptByBrowserTests.includes(scenario)) continue
    const run = scenario.touch && !engine.touch ? test.skip : test
    run(`${engine.name}: ${scenario.name}`, async () => {
      if (!site || !slow || !secure) throw new Error("The site is not served")
      const scripts = slow
      scripts.hold()
      const visitors: Visitor[] = []
      const world: World = {
        engine: engine.name,
        url: site.url,
        secureUrl: secure.url,
        slowUrl: scripts.url,
        releaseScripts: () => scripts.release(),
        holdScripts: () => scripts.hold(),
        outbox,
        linkSecret: TEST_LINK_SECRET,
        async open(options: VisitorOptions) {
          const visitor = await engine.open(options)
          visitors.push(visitor)
          return visitor
        },
      }
      try {
        await scenario.run(world)
        const errors = visitors.flatMap((visitor) => visitor.errors()).filter((error) => !scenario.allowedErrors?.test(error))
        expect(errors).toEqual([])
      } finally {
        await Promise.all(visitors.map((visitor) => visitor.close().catch(() => undefined)))
        scripts.release()
      }
    })
  }
}
