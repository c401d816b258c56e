/**
 * The error boundary in the built site, with nothing added to the site for it: the test corrupts
 * the data one page receives (its page-data.json, as a bad deploy or a broken proxy might), follows
 * a real link to that page, and checks the visitor gets the error screen of docs/REQUIREMENTS.md §2
 * and §8 instead of a blank page, and that its buttons lead somewhere that works.
 */
import type { Page } from "playwright-core"
import { useSiteAndBrowser, useTab } from "./harness"
import { DESKTOP, fetchOnce } from "./browser"

const harness = useSiteAndBrowser()

/** Serves /fleet's page data with its query result emptied, so the page throws while rendering. */
async function breakFleetData(page: Page): Promise<void> {
  await page.route(/\/page-data\/fleet\/page-data\.json/, async (route) => {
    const response = await fetchOnce(route)
    const pageData = (await response.json()) as { result: { data: unknown } }
    pageData.result.data = {}
    await route.fulfill({ response, json: pageData })
  })
}

// One tab, each test's page loaded in it in turn (harness.ts); each test breaks the data for its own loads.
const tab = useTab(harness, { viewport: DESKTOP })
afterEach(() => tab.page.unrouteAll({ behavior: "ignoreErrors" }))

async function openFleetFromFooter(): Promise<{ page: Page; logged: string[] }> {
  const page = tab.page
  await breakFleetData(page)
  const logged = await tab.open("/", "networkidle")
  await page.locator("footer").getByRole("link", { name: "Our Fleet" }).click()
  await page.getByRole("heading", { name: "Something went wrong" }).waitFor({ timeout: 10_000 })
  return { page, logged }
}

test("a page that fails while rendering shows the error screen, and the details go to the console only", async () => {
  const { page, logged } = await openFleetFromFooter()
  const screen = page.getByRole("alert").filter({ hasText: "Something went wrong" })
  await expect(
    screen.getByText("We apologize for the inconvenience. Our team has been notified and is working to fix this issue.").isVisible(),
  ).resolves.toBe(true)
  await expect(screen.getByRole("button", { name: "Reload Page" }).isVisible()).resolves.toBe(true)
  await expect(screen.getByRole("button", { name: "Go Home" }).isVisible()).resolves.toBe(true)
  await expect(page.getByText(/TypeError|Cannot read properties/).count()).resolves.toBe(0)
  expect(logged.some((text) => text.includes("caught by the error boundary"))).toBe(true)
})

test("Go Home on the error screen brings the visitor back to a working home page", async () => {
  const { page } = await openFleetFromFooter()
  await page.getByRole("button", { name: "Go Home" }).click()
  await page.waitForURL(`${harness.site.url}/`)
  await page.getByRole("heading", { level: 1 }).waitFor()
  await expect(page.getByRole("heading", { name: "Something went wrong" }).count()).resolves.toBe(0)
})

test("Reload Page loads the page again, and it renders once its data is sound", async () => {
  const { page } = await openFleetFromFooter()
  await page.unroute(/\/page-data\/fleet\/page-data\.json/)
  await page.getByRole("button", { name: "Reload Page" }).click()
  await page.waitForURL(`${harness.site.url}/fleet`)
  await page.waitForLoadState("networkidle")
  await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.not.toBe("Something went wrong")
  await expect(page.getByRole("heading", { name: "Something went wrong" }).count()).resolves.toBe(0)
})
