/** @jest-environment node */
import { BOOKING_MESSAGES } from "../../booking/booking-schema"
import { CONTACT_MESSAGES } from "../../forms/contact-schema"
import { SUBSCRIPTION_ANSWER } from "../../forms/subscription-answer"
import { createServer } from "node:http"
import { createApi } from "../api"
import { loadConfig } from "../config"
import { envelope, validContact, validSubscription } from "../test-support/forms"
import { header, parseMime, partText } from "../test-support/mime"
import { until } from "../test-support/until"
import { capturingLogger, request, startApi, startSmtp, type ApiPeer, type SmtpPeer } from "../test-support/peers"

const DISPATCH = "dispatch@merrimack.test"

describe("/api/subscriptions", () => {
  let smtp: SmtpPeer
  let api: ApiPeer
  beforeAll(async () => {
    smtp = await startSmtp()
    api = await startApi({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DISPATCH_EMAIL: DISPATCH })
  })
  afterAll(async () => {
    await api.close()
    await smtp.close()
  })

  it("a new email: 202 with the one message, and one email to dispatch", async () => {
    const reply = await api.post("subscriptions", validSubscription("Ana.Silva@Example.com"))
    expect(reply.status).toBe(202)
    expect(reply.json).toEqual({ message: SUBSCRIPTION_ANSWER.message })
    await until(() => smtp.mails.length === 1)
    expect(smtp.mails[0].to).toEqual([DISPATCH])
    const mail = parseMime(smtp.mails[0].raw)
    expect(header(mail, "subject")).toBe("Newsletter subscription: ana.silva@example.com")
    expect(partText(mail, "text/plain")).toContain("Email: ana.silva@example.com")
  })

  it("an email on the list, in any case, gets the very answer a new one gets (status and bytes), with nothing sent or recorded again", async () => {
    const sentBefore = smtp.mails.length
    const fresh = await api.post("subscriptions", validSubscription("katherine.johnson@example.com"))
    await until(() => smtp.mails.length - sentBefore === 1)
    for (const email of ["katherine.johnson@example.com", "KATHERINE.JOHNSON@EXAMPLE.COM", "  Katherine.Johnson@example.com "]) {
      const known = await api.post("subscriptions", validSubscription(email))
      expect([known.status, known.text]).toEqual([fresh.status, fresh.text])
    }
    expect(smtp.mails.length - sentBefore).toBe(1)
    expect((await api.outbox()).filter((r) => r.kind === "subscription")).toHaveLength(2)
  })

  it("a new email is answered before its email to dispatch is sent, so a slow mail server does not tell it from a known one", async () => {
    let release = () => undefined as void
    smtp.hold = new Promise((resolve) => (release = resolve))
    const heldBefore = smtp.held
    const recordOf = async () => (await api.outbox()).find((r) => (r.data as { email?: string }).email === "grace.hopper@example.com")
    try {
      const fresh = await api.post("subscriptions", validSubscription("grace.hopper@example.com"))
      expect([fresh.status, fresh.text]).toEqual([202, JSON.stringify({ message: SUBSCRIPTION_ANSWER.message })])
      // The mail server has the message and has not answered it: the visitor was answered all the same, and it is still owed.
      await until(() => smtp.held === heldBefore + 1)
      expect((await recordOf())?.status).toBe("pending")
    } finally {
      smtp.hold = undefined
      release()
    }
    await until(async () => (await recordOf())?.status === "delivered")
  })

  it("the outbox record is named by a hash, not the address, and holds the lower-cased email", async () => {
    const record = (await api.outbox()).find((r) => (r.data as { email?: string }).email === "ana.silva@example.com")
    expect(record).toMatchObject({ kind: "subscription", status: "delivered", data: { email: "ana.silva@example.com" } })
  })

  it("concurrent sign-ups of one email: four identical answers, one email", async () => {
    const before = smtp.mails.length
    const replies = await Promise.all(Array.from({ length: 4 }, () => api.post("subscriptions", validSubscription("joe@example.com"))))
    expect(new Set(replies.map((r) => `${r.status} ${r.text}`)).size).toBe(1)
    await until(() => smtp.mails.length - before === 1)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(smtp.mails.length - before).toBe(1)
  })

  it("remembers subscriptions across a restart through the outbox", async () => {
    const subscriptionsBefore = (await api.outbox()).filter((r) => r.kind === "subscription").length
    const logger = capturingLogger()
    const restarted = createApi(loadConfig({ OUTBOX_DIR: api.outboxDir, RATE_LIMIT_PER_MINUTE: "0" }), { logger })
    const server = createServer((req, res) => void restarted.subscriptions(req, res))
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    try {
      const address = server.address()
      const port = typeof address === "object" && address ? address.port : 0
      const reply = await request(`http://127.0.0.1:${port}/`, { body: validSubscription("ANA.silva@example.com") })
      expect([reply.status, reply.json]).toEqual([SUBSCRIPTION_ANSWER.status, { message: SUBSCRIPTION_ANSWER.message }])
      expect(logger.lines).toEqual([])
      expect((await api.outbox()).filter((r) => r.kind === "subscription")).toHaveLength(subscriptionsBefore)
    } finally {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })

  it("422 for a missing or invalid email with the form's message", async () => {
    for (const email of [undefined, "", "nope", "a@b", 42]) {
      const reply = await api.post("subscriptions", { ...envelope(), email })
      expect(reply.status).toBe(422)
      expect(reply.json).toEqual({ errors: { email: BOOKING_MESSAGES.email } })
    }
  })
})

describe("/api/contact-messages", () => {
  let smtp: SmtpPeer
  let api: ApiPeer
  beforeAll(async () => {
    smtp = await startSmtp()
    api = await startApi({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DISPATCH_EMAIL: DISPATCH })
  })
  afterAll(async () => {
    await api.close()
    await smtp.close()
  })

  it("201 with a reference and one email to dispatch, Reply-To the visitor", async () => {
    const reply = await api.post("contact-messages", validContact({ message: "Line one\nLine <two>" }))
    expect(reply.status).toBe(201)
    const { reference } = reply.json as { reference: string }
    expect(reference).toMatch(/^MP-/)
    expect(smtp.mails).toHaveLength(1)
    const mail = parseMime(smtp.mails[0].raw)
    expect(header(mail, "subject")).toBe(`Contact message ${reference} from Dan Whitman`)
    expect(header(mail, "reply-to")).toBe("Dan Whitman <dan@example.com>")
    const text = (partText(mail, "text/plain") ?? "").replace(/\r\n/g, "\n")
    expect(text).toContain("Phone: 603-555-0199")
    expect(text).toContain("Message:\nLine one\nLine <two>")
    expect(partText(mail, "text/html")).toContain("Line one<br>Line &lt;two&gt;")
  })

  it("422 names the fields at fault with the form's messages", async () => {
    const reply = await api.post("contact-messages", { ...envelope(), name: " ", email: "x", phone: "12", message: "" })
    expect(reply.status).toBe(422)
    expect(reply.json).toEqual({
      errors: {
        name: CONTACT_MESSAGES.name,
        email: CONTACT_MESSAGES.email,
        phone: CONTACT_MESSAGES.phone,
        message: CONTACT_MESSAGES.message,
      },
    })
  })

  it("the same requestId twice is one message", async () => {
    const before = smtp.mails.length
    const body = validContact()
    const [a, b] = await Promise.all([api.post("contact-messages", body), api.post("contact-messages", body)])
    expect(a.json).toEqual(b.json)
    expect(smtp.mails.length - before).toBe(1)
  })
})
