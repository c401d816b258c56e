/** @jest-environment node */
import { formatDay } from "../../booking/calendar-date"
import { signature } from "../delivery/webhook"
import { dayFromToday, envelope, validBooking } from "../test-support/forms"
import { header, headerLines, leaves, parseMime, partText, unfoldIcs, type MimePart } from "../test-support/mime"
import { startApi, startSmtp, startWebhook, type ApiPeer, type CapturedMail, type SmtpPeer, type WebhookPeer } from "../test-support/peers"

const DISPATCH = "dispatch@merrimack.test"
const SECRET = "webhook-secret-for-tests"

/** The request's own emails, without dispatch's separate Confirm/Decline one (it repeats no fields of the request). */
const requestMails = (mails: CapturedMail[]) => mails.filter((mail) => !/^Subject: Confirm or decline /m.test(mail.raw))

describe("a valid booking, delivered by SMTP and the webhook and kept in the outbox", () => {
  let smtp: SmtpPeer
  let webhook: WebhookPeer
  let api: ApiPeer
  const date = dayFromToday(40)
  const booking = validBooking({ date, time: "6:30 AM", specialRequests: "Child seat.\nPlease call on arrival." })
  let reference: string
  let dispatch: MimePart
  let customer: MimePart
  let dispatchRaw: string
  let customerRaw: string

  beforeAll(async () => {
    smtp = await startSmtp()
    webhook = await startWebhook()
    api = await startApi({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      DISPATCH_EMAIL: DISPATCH,
      MAIL_FROM: "Merrimack Premier Website <no-reply@merrimack.test>",
      WEBHOOK_URL: webhook.url,
      WEBHOOK_SECRET: SECRET,
    })
    const reply = await api.post("booking-requests", booking)
    expect(reply.status).toBe(201)
    reference = (reply.json as { reference: string }).reference
    const toDispatch = smtp.mails.find((m) => m.to.includes(DISPATCH))
    const toCustomer = smtp.mails.find((m) => m.to.includes("maria.lopez@example.com"))
    if (!toDispatch || !toCustomer) throw new Error(`expected two emails, got ${smtp.mails.length}`)
    dispatchRaw = toDispatch.raw
    customerRaw = toCustomer.raw
    dispatch = parseMime(dispatchRaw)
    customer = parseMime(customerRaw)
  })
  afterAll(async () => {
    await api.close()
    await webhook.close()
    await smtp.close()
  })

  it("sends exactly three emails: the request and its Confirm/Decline links to dispatch, one to the customer", () => {
    expect(smtp.mails).toHaveLength(3)
    expect(smtp.mails.map((m) => m.to)).toEqual([[DISPATCH], [DISPATCH], ["maria.lopez@example.com"]])
    for (const mail of smtp.mails) expect(mail.from).toBe("no-reply@merrimack.test")
  })

  it("gives dispatch a subject with reference, service, day and time, and Reply-To the customer", () => {
    expect(header(dispatch, "subject")).toBe(`Booking request ${reference}: Airport Transfer, ${formatDay(date)} at 6:30 AM`)
    expect(header(dispatch, "to")).toBe(DISPATCH)
    expect(header(dispatch, "reply-to")).toBe("Maria Lopez <maria.lopez@example.com>")
    expect(header(dispatch, "from")).toBe("Merrimack Premier Website <no-reply@merrimack.test>")
  })

  it("lists every field in the dispatch email's text and HTML parts", () => {
    const text = (partText(dispatch, "text/plain") ?? "").replace(/\r\n/g, "\n")
    const html = partText(dispatch, "text/html") ?? ""
    for (const expected of [
      `Reference: ${reference}`,
      "Service: Airport Transfer",
      `Date: ${formatDay(date)}`,
      "Pickup time: 6:30 AM",
      "Pickup location: 12 Elm Street, Andover, MA",
      "Dropoff location: Logan International Airport, Terminal C",
      "Passengers: 2",
      "Flight number: B6 1234",
      "Luggage: 3 bags",
      "Name: Maria Lopez",
      "Email: maria.lopez@example.com",
      "Phone: (978) 555-0101",
      "Special requests:\nChild seat.\nPlease call on arrival.",
    ]) {
      expect(text).toContain(expected)
    }
    for (const expected of [
      reference,
      "Airport Transfer",
      "12 Elm Street, Andover, MA",
      "Logan International Airport, Terminal C",
      "B6 1234",
      "Maria Lopez",
      "(978) 555-0101",
      "Child seat.<br>Please call on arrival.",
    ]) {
      expect(html).toContain(expected)
    }
  })

  it("confirms to the customer with the reference, the next step and the phone numbers", () => {
    expect(header(customer, "to")).toBe("Maria Lopez <maria.lopez@example.com>")
    expect(header(customer, "reply-to")).toBe(DISPATCH)
    expect(header(customer, "subject")).toContain(reference)
    const text = partText(customer, "text/plain") ?? ""
    expect(text).toContain(`Your reference is ${reference}.`)
    expect(text).toMatch(/confirm your ride by phone or email/)
    expect(text).toContain("(978) 555-0186")
    expect(text).toContain("(603) 555-0142")
    const html = partText(customer, "text/html") ?? ""
    expect(html).toContain('<a href="tel:+19785550186">(978) 555-0186</a>')
  })

  it("attaches an .ics that parses: DTSTART in New York time, UID, CRLF lines of 75 octets at most", () => {
    const attachment = leaves(customer).find((part) => /text\/calendar/i.test(part.headers.get("content-type")?.[0] ?? ""))
    expect(attachment).toBeDefined()
    expect(attachment?.headers.get("content-disposition")?.[0]).toMatch(new RegExp(`attachment; filename=booking-${reference}.ics`))
    const ics = attachment?.body.toString("utf8") ?? ""
    expect(ics.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
    const lines = unfoldIcs(ics)
    expect(lines[0]).toBe("BEGIN:VCALENDAR")
    expect(lines).toContain("BEGIN:VEVENT")
    const compact = date.replace(/-/g, "")
    expect(lines).toContain(`DTSTART;TZID=America/New_York:${compact}T063000`)
    expect(lines).toContain(`DTEND;TZID=America/New_York:${compact}T073000`)
    expect(lines).toContain(`UID:${reference}@merrimackpremierlimo.com`)
    expect(lines).toContain("LOCATION:12 Elm Street\\, Andover\\, MA")
    expect(lines.find((l) => l.startsWith("SUMMARY:"))).toContain("Airport Transfer")
    expect(lines.find((l) => l.startsWith("DESCRIPTION:"))).toContain("Logan International Airport")
  })

  it("posts the booking to the webhook, signed with HMAC-SHA256 of the body", () => {
    expect(webhook.calls).toHaveLength(1)
    const [call] = webhook.calls
    expect(call.headers["content-type"]).toMatch(/^application\/json/)
    expect(call.headers["x-signature"]).toBe(signature(SECRET, call.body))
    expect(call.headers["x-signature"]).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(call.headers["idempotency-key"]).toBe(reference)
    const body = JSON.parse(call.body)
    expect(body).toEqual({
      kind: "booking",
      reference,
      idempotencyKey: reference,
      receivedAt: expect.any(String),
      data: expect.objectContaining({
        serviceType: "airport",
        date,
        time: "6:30 AM",
        firstName: "Maria",
        flightNumber: "B6 1234",
        hours: "",
      }),
    })
    expect(body.data).not.toHaveProperty("website")
    expect(body.data).not.toHaveProperty("fillMs")
    expect(body.data).not.toHaveProperty("requestId")
  })

  it("keeps one outbox record, delivered, naming both channels, its booking requested by the customer", async () => {
    const records = await api.outbox()
    expect(records).toHaveLength(1)
    expect(records[0]).toEqual({
      kind: "booking",
      reference,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: "delivered",
      channels: {
        smtp: { status: "delivered", at: expect.any(String), detail: "confirmation sent to the customer" },
        webhook: { status: "delivered", at: expect.any(String) },
      },
      attempts: [
        {
          at: expect.any(String),
          subject: "request",
          channels: { smtp: expect.objectContaining({ status: "delivered" }), webhook: expect.objectContaining({ status: "delivered" }) },
        },
      ],
      lifecycle: { state: "requested", history: [{ state: "requested", at: records[0].receivedAt, by: "customer" }] },
      data: expect.objectContaining({ pickupLocation: "12 Elm Street, Andover, MA", email: "maria.lopez@example.com", luggage: "3" }),
    })
  })

  it("writes every line of the emails with CRLF and no bare LF", () => {
    for (const raw of [dispatchRaw, customerRaw]) expect(raw.replace(/\r\n/g, "")).not.toContain("\n")
  })
})

describe("a booking with a vehicle, two stops and a return trip, priced by the server", () => {
  let smtp: SmtpPeer
  let webhook: WebhookPeer
  let api: ApiPeer
  const date = dayFromToday(20)
  const returnDate = dayFromToday(24)
  // The browser's own figure is ignored: the server prices the trip from data/rates.json.
  const booking = validBooking({
    date,
    returnDate,
    vehicle: "luxury-suv",
    returnTrip: true,
    returnTime: "9:30 PM",
    stops: ["Hotel Commonwealth, Boston", "22 Main St, North Andover"],
    estimate: { kind: "estimate", amount: 1 },
  })
  let reference: string
  let dispatchText: string
  let customerIcs: string[]

  beforeAll(async () => {
    smtp = await startSmtp()
    webhook = await startWebhook()
    api = await startApi({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DISPATCH_EMAIL: DISPATCH, WEBHOOK_URL: webhook.url })
    const reply = await api.post("booking-requests", booking)
    expect(reply.status).toBe(201)
    reference = (reply.json as { reference: string }).reference
    const dispatch = parseMime(smtp.mails.find((m) => m.to.includes(DISPATCH))!.raw)
    dispatchText = (partText(dispatch, "text/plain") ?? "").replace(/\r\n/g, "\n")
    const customer = parseMime(smtp.mails.find((m) => m.to.includes("maria.lopez@example.com"))!.raw)
    const attachment = leaves(customer).find((part) => /text\/calendar/i.test(part.headers.get("content-type")?.[0] ?? ""))
    customerIcs = unfoldIcs(attachment?.body.toString("utf8") ?? "")
  })
  afterAll(async () => {
    await api.close()
    await webhook.close()
    await smtp.close()
  })

  // Andover ↔ Logan in the Luxury SUV: $175 each way, and $20 for each stop.
  const estimate = {
    kind: "estimate",
    basis: "airport",
    amount: 390,
    low: 390,
    high: 390,
    trip: "Andover, MA to Logan and back, 2 stops",
    options: [
      {
        vehicle: "luxury-suv",
        vehicleName: "Luxury SUV",
        amount: 390,
        items: [
          { label: "Andover, MA to Logan, flat rate", amount: 175 },
          { label: "Return, Logan to Andover, MA", amount: 175 },
          { label: "2 stops × $20", amount: 40 },
        ],
      },
    ],
  }

  it("records the vehicle, the stops in order, the return leg and its own estimate in the outbox and the webhook", async () => {
    const [record] = await api.outbox()
    expect(record.data).toMatchObject({
      vehicle: "luxury-suv",
      stops: booking.stops,
      returnTrip: true,
      returnDate,
      returnTime: "9:30 PM",
      estimate,
    })
    // The return's route, left empty by the client, is spelled out: the ride there reversed.
    expect(record.data).toMatchObject({ returnPickup: booking.dropoffLocation, returnDropoff: booking.pickupLocation })
    const body = JSON.parse(webhook.calls[0].body)
    expect(body.data.estimate).toMatchObject(estimate)
    expect(body.data.estimate.summary).toMatch(/^Estimated fare \$390 in the Luxury SUV/)
  })

  it("tells dispatch the vehicle, each stop, the return and the estimate with what it is made of", () => {
    for (const expected of [
      "Vehicle: Luxury SUV",
      "Stop 1: Hotel Commonwealth, Boston",
      "Stop 2: 22 Main St, North Andover",
      `Return: ${formatDay(returnDate)} at 9:30 PM, from Logan International Airport, Terminal C to 12 Elm Street, Andover, MA`,
      "Estimated fare:\n$390 (Andover, MA to Logan and back, 2 stops)\nAndover, MA to Logan, flat rate: $175\nReturn, Logan to Andover, MA: $175\n2 stops × $20: $40",
    ]) {
      expect(dispatchText).toContain(expected)
    }
    expect(dispatchText.indexOf("Pickup location")).toBeLessThan(dispatchText.indexOf("Stop 1"))
    expect(dispatchText.indexOf("Stop 2")).toBeLessThan(dispatchText.indexOf("Dropoff location"))
  })

  it("gives the customer an invite with one event per leg", () => {
    expect(customerIcs.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(2)
    expect(customerIcs).toContain(`UID:${reference}@merrimackpremierlimo.com`)
    expect(customerIcs).toContain(`UID:${reference}-return@merrimackpremierlimo.com`)
    expect(customerIcs).toContain(`DTSTART;TZID=America/New_York:${returnDate.replace(/-/g, "")}T213000`)
    expect(customerIcs).toContain("LOCATION:Logan International Airport\\, Terminal C")
  })

  it("a booking begun on the wedding page tells dispatch and the customer the page's starting price beside the estimate", async () => {
    const wedding = { ...booking, ...envelope(), serviceType: "wedding", servicePage: "wedding", stops: [], returnTrip: false, hours: "3" }
    const reply = await api.post("booking-requests", wedding)
    expect(reply.status).toBe(201)
    const reference = (reply.json as { reference: string }).reference
    const note = "Wedding transfers start at $150. For a single transfer, say so in special requests and dispatch will quote it."
    for (const mail of requestMails(smtp.mails.filter((m) => m.raw.includes(reference)))) {
      const text = (partText(parseMime(mail.raw), "text/plain") ?? "").replace(/\r\n/g, "\n")
      expect(text).toContain(`$345 (by the hour)\n3 hours × $115: $345\n`)
      expect(text).toContain(note)
    }
    expect(requestMails(smtp.mails.filter((m) => m.raw.includes(reference)))).toHaveLength(2)
  })

  it("a return by another route (back into Manchester) is priced at that route's flat rate, and dispatch and the invite read that route", async () => {
    const reply = await api.post("booking-requests", {
      ...booking,
      ...envelope(),
      stops: [],
      returnPickup: "Manchester-Boston Regional Airport",
    })
    expect(reply.status).toBe(201)
    const other = (reply.json as { reference: string }).reference
    const record = (await api.outbox()).find((entry) => entry.reference === other)!
    // Andover to Logan $175, and back from Manchester $195, in the Luxury SUV.
    expect(record.data).toMatchObject({
      returnPickup: "Manchester-Boston Regional Airport",
      returnDropoff: booking.pickupLocation,
      estimate: { amount: 370, trip: "Andover, MA to Logan, return Manchester-Boston Regional to Andover, MA" },
    })
    const mails = smtp.mails.filter((mail) => mail.raw.includes(other))
    const text = (partText(parseMime(mails.find((m) => m.to.includes(DISPATCH))!.raw), "text/plain") ?? "").replace(/\r\n/g, "\n")
    expect(text).toContain(
      `Return: ${formatDay(returnDate)} at 9:30 PM, from Manchester-Boston Regional Airport to 12 Elm Street, Andover, MA`,
    )
    expect(text).toContain("Return, Manchester-Boston Regional to Andover, MA: $195")
    const customer = parseMime(mails.find((m) => m.to.includes("maria.lopez@example.com"))!.raw)
    const invite = unfoldIcs(
      leaves(customer)
        .find((part) => /text\/calendar/i.test(part.headers.get("content-type")?.[0] ?? ""))!
        .body.toString("utf8"),
    )
    expect(invite).toContain("LOCATION:Manchester-Boston Regional Airport")
  })
})

describe("a client that sends none of the newer fields", () => {
  let api: ApiPeer
  beforeAll(async () => {
    api = await startApi({})
  })
  afterAll(() => api.close())

  it("is accepted, and its estimate is the range over the vehicles that seat the party", async () => {
    const reply = await api.post("booking-requests", validBooking({ passengers: "6" }))
    expect(reply.status).toBe(201)
    const [record] = await api.outbox()
    expect(record.data).toMatchObject({
      vehicle: "",
      stops: [],
      returnTrip: false,
      estimate: { kind: "estimate", amount: null, low: 175, high: 275 },
    })
  })

  it("is refused with the vehicle's seats when the party does not fit", async () => {
    const reply = await api.post("booking-requests", validBooking({ passengers: "6", vehicle: "executive-sedan" }))
    expect(reply.status).toBe(422)
    expect(reply.json).toEqual({
      errors: { vehicle: "The Executive Sedan seats up to 4 passengers. Choose a larger vehicle or fewer passengers." },
    })
  })
})

describe("what the visitor typed cannot change the email", () => {
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
  beforeEach(() => {
    smtp.mails.length = 0
  })

  it("CR/LF in a name never adds a Bcc header or a recipient, and subjects stay one line", async () => {
    const reply = await api.post(
      "booking-requests",
      validBooking({ firstName: "Eve\r\nBcc: victim@example.com", lastName: "Smith\nX-Injected: yes" }),
    )
    expect(reply.status).toBe(201)
    expect(smtp.mails).toHaveLength(3)
    for (const mail of smtp.mails) {
      expect(mail.to).not.toContain("victim@example.com")
      const lines = headerLines(mail.raw)
      expect(lines.some((line) => /^bcc:/i.test(line))).toBe(false)
      expect(lines.some((line) => /^x-injected:/i.test(line))).toBe(false)
      const subjects = lines.filter((line) => /^subject:/i.test(line))
      expect(subjects).toHaveLength(1)
      expect(header(parseMime(mail.raw), "subject")).not.toMatch(/[\r\n]/)
    }
    const dispatch = parseMime(smtp.mails.find((m) => m.to.includes(DISPATCH))?.raw ?? "")
    expect(header(dispatch, "reply-to")).toContain("maria.lopez@example.com")
  })

  it("CR/LF in a contact name cannot break the subject", async () => {
    const reply = await api.post("contact-messages", {
      name: "Mallory\r\nBcc: victim@example.com\r\n\r\n<b>body</b>",
      email: "mallory@example.com",
      message: "hi",
      fillMs: 9000,
      website: "",
    })
    expect(reply.status).toBe(201)
    expect(smtp.mails).toHaveLength(1)
    const [mail] = smtp.mails
    expect(mail.to).toEqual([DISPATCH])
    const lines = headerLines(mail.raw)
    expect(lines.some((line) => /^bcc:/i.test(line))).toBe(false)
    expect(header(parseMime(mail.raw), "subject")).toMatch(/^Contact message MP-\S+ from Mallory Bcc: victim@example\.com <b>body<\/b>$/)
  })

  it("<script> in special requests arrives escaped in the HTML parts", async () => {
    const reply = await api.post(
      "booking-requests",
      validBooking({ specialRequests: '<script>alert(1)</script> & <img src=x onerror="y">', lastName: "<b>Bold</b>" }),
    )
    expect(reply.status).toBe(201)
    for (const mail of requestMails(smtp.mails)) {
      const html = partText(parseMime(mail.raw), "text/html") ?? ""
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;img src=x onerror=&quot;y&quot;&gt;")
      expect(html).not.toContain("<script")
      expect(html).not.toContain("<img")
      expect(html).not.toContain("<b>Bold")
      // The plain-text part shows it as typed: text is never rendered.
      expect(partText(parseMime(mail.raw), "text/plain")).toContain("<script>alert(1)</script>")
    }
  })

  it("books hourly service for the hours booked, and drops extras that do not apply", async () => {
    const reply = await api.post(
      "booking-requests",
      validBooking({ serviceType: "hourly", hours: "4", flightNumber: "AA 100", time: "9:00 PM" }),
    )
    expect(reply.status).toBe(201)
    const customer = parseMime(smtp.mails.find((m) => m.to.includes("maria.lopez@example.com"))?.raw ?? "")
    const ics =
      leaves(customer)
        .find((part) => /text\/calendar/.test(part.headers.get("content-type")?.[0] ?? ""))
        ?.body.toString("utf8") ?? ""
    const lines = unfoldIcs(ics)
    const start = lines.find((l) => l.startsWith("DTSTART;TZID"))?.split(":")[1] ?? ""
    expect(start).toMatch(/T210000$/)
    expect(lines.find((l) => l.startsWith("DTEND;TZID"))?.split(":")[1]).toMatch(/T010000$/)
    const text = partText(parseMime(smtp.mails.find((m) => m.to.includes(DISPATCH))?.raw ?? ""), "text/plain") ?? ""
    expect(text).toContain("Hours: 4")
    expect(text).not.toContain("AA 100")
    const [record] = (await api.outbox()).filter((r) => (r.data as { serviceType: string }).serviceType === "hourly")
    expect(record.data).toMatchObject({ hours: "4", flightNumber: "" })
  })
})

describe("a town of the same name in another state is quoted, in the record and in both emails", () => {
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

  const textOf = (reference: string, to: string) =>
    (partText(parseMime(smtp.mails.find((m) => m.raw.includes(reference) && m.to.includes(to))!.raw), "text/plain") ?? "").replace(
      /\r\n/g,
      "\n",
    )

  it("Salem, MA 01970 to Logan is not Salem, NH's $165: dispatch and the customer read that it will be quoted, and why", async () => {
    const reply = await api.post(
      "booking-requests",
      validBooking({ pickupLocation: "10 Derby St, Salem, MA 01970", vehicle: "executive-sedan" }),
    )
    expect(reply.status).toBe(201)
    const reference = (reply.json as { reference: string }).reference
    const record = (await api.outbox()).find((entry) => entry.reference === reference)!
    expect(record.data).toMatchObject({
      estimate: {
        kind: "quote",
        summary: "We will quote this trip: the Salem our flat rates cover is Salem, NH, and ZIP code 01970 is not in it.",
      },
    })
    for (const to of [DISPATCH, "maria.lopez@example.com"]) {
      const text = textOf(reference, to)
      expect(text).toContain("We will quote this trip: the Salem our flat rates cover is Salem, NH, and ZIP code 01970 is not in it.")
      expect(text).not.toContain("$165")
    }
  })

  it("Salem, NH to Logan keeps its flat rate, named with its state", async () => {
    const reply = await api.post("booking-requests", validBooking({ pickupLocation: "12 Main St, Salem, NH", vehicle: "executive-sedan" }))
    expect(reply.status).toBe(201)
    const reference = (reply.json as { reference: string }).reference
    const record = (await api.outbox()).find((entry) => entry.reference === reference)!
    expect(record.data).toMatchObject({ estimate: { kind: "estimate", amount: 165, trip: "Salem, NH to Logan, one way" } })
    expect(textOf(reference, DISPATCH)).toContain("$165 (Salem, NH to Logan, one way)\nSalem, NH to Logan, flat rate: $165")
  })
})
