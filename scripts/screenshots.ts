// Takes full-page screenshots of built pages at phone (390 px) and desktop (1440 px) width, for review.
// Usage: npx tsx scripts/screenshots.ts [out-dir] [route ...]
import fs from "fs"
import path from "path"
import { serveBuiltSite } from "../tests/browser/serve"
import { DESKTOP, PHONE, launchBrowser } from "../tests/browser/browser"

async function main() {
  const [outDir = "screenshots", ...routeArgs] = process.argv.slice(2)
  const routes =
    routeArgs.length > 0
      ? routeArgs
      : ["/", "/services/airport", "/service-areas/andover-ma", "/fleet", "/blogs/logan-airport-pickup-guide", "/contact"]
  fs.mkdirSync(outDir, { recursive: true })
  const site = await serveBuiltSite()
  const browser = await launchBrowser()
  try {
    for (const route of routes) {
      for (const [name, viewport] of [
        ["390", PHONE],
        ["1440", DESKTOP],
      ] as const) {
        const page = await browser.newPage({ viewport })
        await page.goto(`${site.url}${route}`, { waitUntil: "networkidle" })
        await page.evaluate(() => document.fonts.ready)
        // Scroll through the page the way a visitor would, so lazily loaded pictures are fetched.
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        for (let y = 0; y < height; y += viewport.height / 2) {
          await page.mouse.wheel(0, viewport.height / 2)
          await page.waitForTimeout(100)
        }
        await page.waitForLoadState("networkidle")
        const file = path.join(outDir, `${route === "/" ? "home" : route.slice(1).replace(/\//g, "_")}-${name}.png`)
        await page.screenshot({ path: file, fullPage: true })
        console.log(file)
        await page.close()
      }
    }
  } finally {
    await browser.close()
    await site.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
