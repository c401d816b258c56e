/** @jest-environment node */
/**
 * A booking's links can be replaced, and a far move never outlives them: dispatch replaces every link
 * of a booking (an email was forwarded) and both sides get fresh ones while the earlier ones open
 * nothing; after a move that carries the ride later, the emails carry links valid through the new
 * ride, dispatch's included. Over real HTTP with SMTP on loopback.
 */
import { LINK_REPLACED_MESSAGE } from "../endpoints"
import { verifyLink } from "../tokens"
import { TEST_LINK_SECRET } from "../../test-support/peers"
import { dayFromToday } from "../../test-support/forms"
import { header, partText } from "../../test-support/mime"
import { CUSTOMER, DISPATCH, errorOf, loopWorld, tokenOf, viewOf } from "../../test-support/loop-world"

const loop = loopWorld()

const act = (token: string, action: string, body: Record<string, unknown> = {}) =>
  loop.api.post("booking-actions", { token, action, ...body })

/** The link labelled `label` in the text of the latest email to `to` whose subject starts with `subject`. */
function linkIn(to: string, subject: string, label: string): string {
  const mail = loop
    .mailTo(to)
    .filter((m) => header(m, "subject")?.startsWith(subject))
    .at(-1)
  const link = new RegExp(`${label}: (\\S+)`).exec(partText(mail!, "text/plain") ?? "")?.[1]
  expect(link).toBeDefined()
  return link!
}

describe("dispatch replaces a booking's links", () => {
  it("ends every earlier link, with its own answer, and emails each side a fresh one that opens the booking", async () => {
    const { reference, customer, dispatch } = await loop.booked()
    expect((await act(customer, "replace-links")).status).toBe(403)
    const replaced = await act(dispatch, "replace-links", { note: "The confirmation was forwarded to the whole office." })
    expect(replaced.status).toBe(200)
    expect((replaced.json as { message: string }).message).toMatch(/^Links replaced\. Every earlier link of this booking, this page's too/)

    for (const old of [customer, dispatch]) {
      const refused = await loop.api.readBooking(old)
      expect(refused.status).toBe(403)
      expect(errorOf(refused)).toBe(LINK_REPLACED_MESSAGE)
      expect((await act(old, "cancel", { terms: "free" })).status).toBe(403)
    }

    // Fresh links, each to its own side: dispatch's alone and without Reply-To, the customer's to them.
    const keys = loop.mailTo(DISPATCH).find((m) => header(m, "subject")?.startsWith(`Fresh links to ${reference}`))
    expect(header(keys!, "reply-to")).toBeUndefined()
    const freshDispatch = tokenOf(linkIn(DISPATCH, `Fresh links to ${reference}`, "Open the booking"))
    const freshCustomer = tokenOf(linkIn(CUSTOMER, `Your new link to booking ${reference}`, "View or cancel your booking"))
    expect([freshDispatch, freshCustomer]).not.toContain(customer)
    expect(viewOf(await loop.api.readBooking(freshDispatch))).toMatchObject({ role: "dispatch", reference })
    const shown = viewOf(await loop.api.readBooking(freshCustomer))
    expect(shown).toMatchObject({ role: "customer", reference })
    expect(shown.history.at(-1)?.title).toBe("Links replaced by dispatch")

    // Asked for again, the customer's link is the fresh one's version, and opens the booking.
    loop.smtp.mails.length = 0
    expect((await loop.api.post("booking-links", { reference, email: CUSTOMER })).status).toBe(202)
    const resent = tokenOf(await waitForLink(`Your link to booking ${reference}`))
    expect(verifyLink(TEST_LINK_SECRET, resent, new Date())?.version).toBe(1)
    expect((await loop.api.readBooking(resent)).status).toBe(200)
  })
})

async function waitForLink(subject: string): Promise<string> {
  for (let i = 0; i < 100 && !loop.subjectsTo(CUSTOMER).includes(subject); i++) await new Promise((r) => setTimeout(r, 50))
  return linkIn(CUSTOMER, subject, "View or cancel your booking")
}

it("a ride moved a month later: the emails of the move carry links valid through the new ride, and dispatch gets a fresh one", async () => {
  const { reference, customer, dispatch } = await loop.booked({ date: dayFromToday(5), time: "6:30 AM", vehicle: "executive-sedan" })
  expect((await act(dispatch, "confirm")).status).toBe(200)
  const before = verifyLink(TEST_LINK_SECRET, dispatch, new Date())!.expiresAt
  const asked = await act(customer, "request-change", { changes: { date: dayFromToday(35) } })
  loop.smtp.mails.length = 0
  expect((await act(dispatch, "accept-change", { change: viewOf(asked).change?.step })).status).toBe(200)

  const moved = tokenOf(linkIn(DISPATCH, `Your link to ${reference} as moved`, "Open the booking"))
  const claims = verifyLink(TEST_LINK_SECRET, moved, new Date())
  expect(claims?.role).toBe("dispatch")
  // Thirty days later (give or take the hour of a change of clocks).
  expect(claims!.expiresAt.getTime() - before.getTime()).toBeGreaterThan(29.9 * 86_400_000)
  const customerLink = tokenOf(linkIn(CUSTOMER, `Your booking ${reference} is changed`, "View or cancel your booking"))
  expect(verifyLink(TEST_LINK_SECRET, customerLink, new Date())?.expiresAt).toEqual(claims?.expiresAt)
  // A move within the same week's links sends no extra email.
  const again = await act(customer, "request-change", { changes: { time: "8:30 AM" } })
  loop.smtp.mails.length = 0
  expect((await act(moved, "accept-change", { change: viewOf(again).change?.step })).status).toBe(200)
  expect(loop.subjectsTo(DISPATCH).some((subject) => subject?.startsWith(`Your link to ${reference} as moved`))).toBe(false)
})

it("a step that lost its race to a replacement of the links is not taken again: the replaced link answers 403", async () => {
  const { reference, customer, dispatch } = await loop.booked()
  const store = loop.store
  const update = store.update.bind(store)
  let raced = false
  // The customer's cancellation is about to be written when dispatch replaces the links: its write loses, and the endpoint reads the booking again.
  store.update = async (...args: Parameters<typeof update>) => {
    if (!raced) {
      raced = true
      expect((await act(dispatch, "replace-links")).status).toBe(200)
    }
    return update(...args)
  }
  try {
    const cancelled = await act(customer, "cancel", { terms: "free" })
    expect([cancelled.status, errorOf(cancelled)]).toEqual([403, LINK_REPLACED_MESSAGE])
  } finally {
    store.update = update
  }
  expect(raced).toBe(true)
  expect((await loop.recordOf(reference))?.lifecycle?.history.at(-1)?.step).toBe("links-replaced")
})
