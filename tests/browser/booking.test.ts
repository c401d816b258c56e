/**
 * The booking flow in a real browser against the real build and its real function: keyboard
 * only from Book Now to "Booking Confirmed!", the outbox that dispatch reads, and the failure path.
 */
import fs from "fs"
import path from "path"
import net from "net"
import { serveBuiltSite, type ServedSite } from "./serve"
import { focusedName, tabTo } from "./keyboard"
import { DESKTOP, PHONE, collectErrors } from "./browser"
import { useSharedLoopSite } from "./loop-site"
import business from "../../data/business.json"
import { CONFIRMATION_VISIBLE_MS, MIN_FILL_MS } from "../../src/config/constants"

// The booking loop's shared site, its outbox emptied for this file; and a site of the file's own that cannot deliver.
const { harness, outboxDir: outbox } = useSharedLoopSite()
let failingSite: ServedSite

/** A port with nothing listening, so SMTP delivery is refused. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r))
  const { port } = server.address() as net.AddressInfo
  await new Promise((r) => server.close(r))
  return port
}

beforeAll(async () => {
  const refused = await closedPort()
  failingSite = await serveBuiltSite({ OUTBOX: "off", SMTP_URL: `smtp://127.0.0.1:${refused}`, RATE_LIMIT_PER_MINUTE: "1000" })
})

afterAll(async () => {
  await failingSite?.stop()
})

test("a visitor books a ride with the keyboard alone and dispatch receives it", async () => {
  const page = await harness.browser.newPage({ viewport: DESKTOP })
  const errors = collectErrors(page)
  const scripts: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url())
  })
  await page.goto(harness.site.url, { waitUntil: "networkidle" })
  expect(scripts.some((s) => s.includes("booking-dialog"))).toBe(false)

  // Enter as soon as focus is there: the dialog opens whether or not its code has arrived yet.
  await tabTo(page, /^Book Now$/)
  await page.keyboard.press("Enter")
  const dialog = page.getByRole("dialog", { name: /^(Book your ride|Booking Confirmed!)$/ })
  await dialog.waitFor()
  const openedAt = Date.now()

  await tabTo(page, /Airport Transfer/)
  await page.keyboard.press("Space")
  await tabTo(page, /^Passengers$/)
  await page.keyboard.press("ArrowDown") // 2 passengers
  await tabTo(page, /Flight number/)
  await page.keyboard.type("B6 1234")
  await tabTo(page, /^Pickup location$/)
  await page.keyboard.type("5 Chestnut St, Andover MA")
  await tabTo(page, /^Dropoff location$/)
  await page.keyboard.type("Logan Airport, Terminal C")
  await tabTo(page, /^Date/)
  await page.keyboard.press("Enter")
  await page.getByRole("dialog", { name: "Choose a date" }).waitFor()
  await page.keyboard.press("ArrowRight")
  await page.keyboard.press("Enter")
  expect(await focusedName(page)).toMatch(/^Date \w+day, \w+ \d+, \d{4}$/)
  await tabTo(page, /^Pickup time$/)
  await page.keyboard.type("6:30 AM")
  await tabTo(page, /^First name$/)
  await page.keyboard.type("Margaret")
  await tabTo(page, /^Last name$/)
  await page.keyboard.type("Hamilton")
  await tabTo(page, /^Email$/)
  await page.keyboard.type("margaret@example.com")
  await tabTo(page, /^Phone$/)
  await page.keyboard.type("(978) 555-0123")
  await tabTo(page, /^Request Booking$/)
  const wait = MIN_FILL_MS + 200 - (Date.now() - openedAt)
  if (wait > 0) await page.waitForTimeout(wait)
  await page.keyboard.press("Enter")

  const confirmed = dialog.getByRole("heading", { name: "Booking Confirmed!" })
  await confirmed.waitFor()
  const reference = (await dialog.locator("strong").textContent())?.trim() ?? ""
  expect(reference).toMatch(/^MP-[A-Z0-9]{4}-[A-Z0-9]{4}$/)

  await page.waitForTimeout(CONFIRMATION_VISIBLE_MS + 500)
  expect(await dialog.count()).toBe(0)
  expect(await focusedName(page)).toBe("Book Now")
  await expect(
    page
      .getByRole("region", { name: /^Notifications/ })
      .locator("[aria-live=polite]")
      .filter({ hasText: reference })
      .count(),
  ).resolves.toBe(1)

  const records = fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), "utf8")))
  const record = records.find((r) => r.reference === reference)
  expect(record).toBeDefined()
  expect(record.data).toMatchObject({
    serviceType: "airport",
    passengers: "2",
    flightNumber: "B6 1234",
    pickupLocation: "5 Chestnut St, Andover MA",
    dropoffLocation: "Logan Airport, Terminal C",
    time: "6:30 AM",
    firstName: "Margaret",
    lastName: "Hamilton",
    email: "margaret@example.com",
  })

  // Reopening gives a fresh, empty form.
  await page.keyboard.press("Enter")
  await dialog.waitFor()
  expect(await dialog.getByLabel("First name").inputValue()).toBe("")
  // Tab stays inside the modal; Escape closes it, returns focus to Book Now and keeps what was typed.
  await dialog.getByLabel("First name").fill("Katherine")
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
  }
  await page.keyboard.press("Escape")
  await dialog.waitFor({ state: "detached" })
  expect(await focusedName(page)).toBe("Book Now")
  await page.keyboard.press("Enter")
  await dialog.waitFor()
  expect(await dialog.getByLabel("First name").inputValue()).toBe("Katherine")
  await page.keyboard.press("Escape")
  expect(errors).toEqual([])
  await page.close()
})

test("when the request cannot be delivered, the visitor keeps every value and is given the phone number", async () => {
  const page = await harness.browser.newPage({ viewport: PHONE })
  await page.goto(failingSite.url, { waitUntil: "networkidle" })
  await page.getByRole("button", { name: "Book Now" }).first().click()
  const dialog = page.getByRole("dialog", { name: /^(Book your ride|Booking Confirmed!)$/ })
  await dialog.waitFor()
  await dialog.getByText("Wedding Transportation").click()
  await dialog.getByLabel("Pickup location").fill("Searles Castle, Windham NH")
  await dialog.getByLabel("Dropoff location").fill("Tuscan Village, Salem NH")
  await dialog.getByRole("button", { name: /^Date/ }).click()
  await page.getByRole("dialog", { name: "Choose a date" }).locator("td button:not([disabled])").last().click()
  await dialog.getByLabel("Pickup time").selectOption("4:00 PM")
  await dialog.getByLabel("First name").fill("Rosa")
  await dialog.getByLabel("Last name").fill("Parks")
  await dialog.getByLabel("Email").fill("rosa@example.com")
  await dialog.getByLabel("Phone").fill("603-555-0199")
  await page.waitForTimeout(MIN_FILL_MS)
  await dialog.getByRole("button", { name: "Request Booking" }).click()

  const alert = dialog.getByRole("alert")
  await alert.waitFor()
  expect(await alert.textContent()).toContain(`call us at ${business.phones[0].display}`)
  expect(await alert.getByRole("link").getAttribute("href")).toBe(`tel:${business.phones[0].tel}`)
  expect(await dialog.getByLabel("First name").inputValue()).toBe("Rosa")
  expect(await dialog.getByLabel("Pickup location").inputValue()).toBe("Searles Castle, Windham NH")
  expect(await dialog.getByRole("radio", { name: /Wedding Transportation/ }).isChecked()).toBe(true)
  expect(await dialog.getByRole("button", { name: "Request Booking" }).isEnabled()).toBe(true)
  await page.close()
})
