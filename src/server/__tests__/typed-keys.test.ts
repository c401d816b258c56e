/** @jest-environment node */
/**
 * What a visitor types is data, never a reason to stop (docs/BOOKING-LOOP.md, "Keys in typed text"): a booking
 * link pasted into a form is shown redacted in every email and the webhook, and every email is still sent. Over
 * real HTTP with SMTP and the webhook on loopback.
 */
import { KEY_REDACTED } from "../redaction"
import { validBooking, validContact } from "../test-support/forms"
import { header, leaves, parseMime, type MimePart } from "../test-support/mime"
import { CUSTOMER, DISPATCH, loopWorld, tokenOf } from "../test-support/loop-world"
import { until } from "../test-support/until"

const loop = loopWorld()

/** Every decoded part of a message, text, HTML and invite alike. */
const contentOf = (mail: MimePart) =>
  leaves(mail)
    .map((part) => part.body.toString("utf8"))
    .join("\n")

describe("a key typed into a form", () => {
  it("is removed from the request's emails and webhook, and every email is sent", async () => {
    // The customer's other booking: its own link and, forwarded to them by mistake, dispatch's.
    const other = await loop.booked()
    const specialRequests = `Same as my other booking: ${other.links.customer}\nDispatch said to use ${other.links.confirm} if needed.`
    const sent = await loop.api.post("booking-requests", validBooking({ vehicle: "executive-sedan", specialRequests }))
    expect(sent.status).toBe(201)
    const { reference } = sent.json as { reference: string }

    await until(() => loop.mailTo(CUSTOMER).length === 1)
    const mails = loop.smtp.mails.map(({ to, raw }) => ({ to, mail: parseMime(raw) }))
    expect(mails.map(({ to, mail }) => [to, header(mail, "subject")])).toEqual([
      [[DISPATCH], expect.stringContaining(`Booking request ${reference}`)],
      [[DISPATCH], expect.stringContaining(`Confirm or decline ${reference}`)],
      [[CUSTOMER], expect.stringContaining(`Your booking request ${reference}`)],
    ])
    const [notice, , confirmation] = mails.map(({ mail }) => contentOf(mail))
    for (const content of [notice, confirmation]) {
      expect(content).not.toContain(other.customer)
      expect(content).not.toContain(other.dispatch)
      expect(content).toContain(`Same as my other booking: ${KEY_REDACTED}`)
    }
    const webhook = loop.webhook.calls.map((call) => call.body).join("\n")
    expect(webhook).toContain(KEY_REDACTED)
    expect([webhook.includes(other.customer), webhook.includes(other.dispatch)]).toEqual([false, false])

    // Delivered, not left owed until it needs attention; the record keeps what the customer typed.
    const record = await loop.recordOf(reference)
    expect(record?.status).toBe("delivered")
    expect(record?.channels.smtp).toEqual({ status: "delivered", at: expect.any(String), detail: "confirmation sent to the customer" })
    expect((record?.data as { specialRequests: string }).specialRequests).toBe(specialRequests)
    expect(tokenOf(other.links.confirm)).toBe(other.dispatch)
  })

  it("is removed from a contact message, which is sent", async () => {
    const other = await loop.booked()
    const message = `About my booking ${other.links.customer}: can we add a stop?`
    const sent = await loop.api.post("contact-messages", validContact({ message, name: `Dan ${other.customer}` }))
    expect(sent.status).toBe(201)
    await until(() => loop.mailTo(DISPATCH).length === 1)
    const content = contentOf(loop.mailTo(DISPATCH)[0])
    expect(content).toContain(`About my booking ${KEY_REDACTED}: can we add a stop?`)
    expect(content).not.toContain(other.customer)
  })
})
