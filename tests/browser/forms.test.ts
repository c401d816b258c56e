/**
 * The two short forms every visitor meets, in Chromium against the built site and its real
 * functions: the contact form on /contact and the newsletter sign-up in the footer. What dispatch
 * reads is the outbox, so each test ends there.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { useSiteAndBrowser, useTab } from "./harness"
import { DESKTOP, PHONE } from "./browser"
import { MIN_FILL_MS } from "../../src/config/constants"
import { CONTACT_MESSAGES } from "../../src/forms/contact-schema"
import { SUBSCRIPTION_ANSWER } from "../../src/forms/subscription-answer"

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "forms-outbox-"))
const harness = useSiteAndBrowser({ OUTBOX_DIR: outbox, RATE_LIMIT_PER_MINUTE: "1000" })
// One tab per width, each test's page loaded in it in turn (harness.ts).
const desktop = useTab(harness, { viewport: DESKTOP })
const phone = useTab(harness, { viewport: PHONE })

const records = (kind: string) =>
  fs
    .readdirSync(outbox)
    .filter((f) => f.startsWith(`${kind}-`) && f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), "utf8")))

afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }))

test("the contact form shows its messages, then sends the message to dispatch and confirms with a reference", async () => {
  const errors = await phone.open("/contact", "networkidle")
  const page = phone.page
  const form = page.locator("form", { has: page.getByRole("button", { name: "Send Message" }) })
  // The form's code loads when a visitor reaches for it (an island on intent): the pointer on its
  // way to Send Message brings it, and the button, disabled until then, can be clicked.
  await form.getByRole("button", { name: "Send Message" }).hover()
  await form.getByRole("button", { name: "Send Message" }).click()
  await form.getByText(CONTACT_MESSAGES.name).waitFor()
  await form.getByText(CONTACT_MESSAGES.message).waitFor()
  expect(await form.getByLabel("Your name").getAttribute("aria-invalid")).toBe("true")
  expect(records("contact")).toEqual([])

  await form.getByLabel("Your name").fill("Dorothy Vaughan")
  await form.getByLabel("Email").fill("dorothy@example.com")
  await form.getByLabel("Message").fill("Could you quote a sedan for a board meeting in Burlington on the 4th?")
  await page.waitForTimeout(MIN_FILL_MS)
  await form.getByRole("button", { name: "Send Message" }).click()

  const toast = page.getByRole("region", { name: /^Notifications/ }).getByText(/Your reference is MP-[A-Z0-9]{4}-[A-Z0-9]{4}/)
  await toast.waitFor()
  const reference = (await toast.textContent())!.match(/MP-[A-Z0-9]{4}-[A-Z0-9]{4}/)![0]
  const saved = records("contact").find((r) => r.reference === reference)
  expect(saved?.data).toMatchObject({ name: "Dorothy Vaughan", email: "dorothy@example.com" })
  expect(saved?.data.message).toContain("Burlington")
  expect(errors).toEqual([])
})

test("the footer sign-up records an email once, and answers a second sign-up of it exactly as the first", async () => {
  const errors = await desktop.open("/fleet", "networkidle")
  const page = desktop.page
  const form = page.getByRole("form", { name: "Newsletter" })
  const notifications = page.getByRole("region", { name: /^Notifications/ })
  /** Signs `email` up as a person would; the answer's status and the toast it brought. */
  const signUp = async (email: string) => {
    await form.getByLabel("Travel notes by email").fill(email)
    await page.waitForTimeout(MIN_FILL_MS) // a sign-up sooner than a person could type is treated as automated
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/subscriptions"))
    await form.getByRole("button", { name: "Subscribe" }).click()
    const status = (await answered).status()
    await notifications.getByText(SUBSCRIPTION_ANSWER.message).waitFor()
    return { status, toast: (await notifications.textContent())?.trim() }
  }

  const first = await signUp("Mary.Jackson@example.com")
  expect(first.toast).toContain("Thanks for signing up")
  const saved = records("subscription")
  expect(saved).toHaveLength(1)
  expect(saved[0].data.email.toLowerCase()).toBe("mary.jackson@example.com")

  const again = await signUp("mary.jackson@EXAMPLE.com")
  expect(again).toEqual(first)
  expect(records("subscription")).toHaveLength(1)
  expect(errors).toEqual([])
})

describe.each([
  ["1440 px", desktop],
  ["390 px", phone],
] as const)("booking form controls at %s", (_label, tab) => {
  test("the selects are drawn by the site, not the platform: no native appearance, the theme's chevron, and the text fields' height, border and radius", async () => {
    const errors = await tab.open("/", "networkidle")
    const page = tab.page
    await page.getByRole("button", { name: "Book Now" }).first().click()
    const dialog = page.getByRole("dialog", { name: "Book your ride" })
    await dialog.getByLabel("Passengers").waitFor()
    await page.mouse.move(0, 0) // nothing hovered
    const look = (label: string) =>
      dialog.getByLabel(label, { exact: true }).evaluate((el) => {
        const style = getComputedStyle(el)
        return {
          appearance: style.appearance,
          webkitAppearance: style.getPropertyValue("-webkit-appearance"),
          chevron: style.backgroundImage.startsWith('url("data:image/svg+xml'),
          height: el.getBoundingClientRect().height,
          border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
          radius: style.borderTopLeftRadius,
          background: style.backgroundColor,
          font: `${style.fontFamily} ${style.fontSize}`,
        }
      })
    const text = await look("Pickup location")
    for (const label of ["Passengers", "Pickup time"]) {
      const select = await look(label)
      expect(select.appearance).toBe("none")
      expect(select.webkitAppearance).toBe("none")
      expect(select.chevron).toBe(true)
      expect(select.height).toBeCloseTo(text.height, 0)
      expect([select.border, select.radius, select.background, select.font]).toEqual([text.border, text.radius, text.background, text.font])
    }
    expect(text.appearance).toBe("none")
    expect(errors).toEqual([])
  })
})
