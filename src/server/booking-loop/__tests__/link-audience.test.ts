/** @jest-environment node */
/**
 * Who holds which link (docs/BOOKING-LOOP.md): an email that carries a link acting for dispatch has no
 * Reply-To and goes to dispatch alone; no email to the customer carries one. Walked over real HTTP with
 * SMTP on loopback, through every step of the loop and the request's and a resent link's emails, with keys
 * typed into every text field: each is shown redacted wherever the text goes, and never stops a send.
 */
import type { BookingState, LoopStep } from "../../../booking-loop/model"
import { keyLeak, type OutgoingMail } from "../../delivery/emails"
import { FEED_PATH } from "../../dispatch/calendar-feed"
import { SESSION_COOKIE, sessionToken, signInToken } from "../../dispatch/session"
import { KEY_REDACTED } from "../../redaction"
import { pickupIn, pickupWasAgo, rideWasYesterday, seedBooking, stepWasEarlier } from "../../test-support/bookings"
import { dayFromToday, validBooking } from "../../test-support/forms"
import { header, leaves, parseMime, partText, unfoldIcs, type MimePart } from "../../test-support/mime"
import { until } from "../../test-support/until"
import { CUSTOMER, DISPATCH, loopWorld, SITE, tokenOf, viewOf, FAR_TERMS } from "../../test-support/loop-world"
import { request, TEST_LINK_SECRET } from "../../test-support/peers"
import { bookingLinks } from "../links"
import { currentRoster, saveRoster } from "../../dispatch/roster"
import { bookingRecordName } from "../records"
import { newReference } from "../../reference"
import { audiences } from "../mail-parts"
import { linkRolesIn } from "../tokens"

const loop = loopWorld()

/** Dispatch's session, for the calendar feed's link and the day view. */
const session = () => `${SESSION_COOKIE}=${sessionToken(TEST_LINK_SECRET, { email: DISPATCH, id: "b".repeat(32) }, new Date())}`

/**
 * Keys a person may paste into any text field, made once the API is up: another booking's links (the customer's and
 * dispatch's), dispatch's sign-in link and the calendar feed's address, as links, in a query and bare. The flight
 * number (a pattern of ten characters) and the phone (digits) cannot hold one.
 */
async function pastedKeys() {
  const other = bookingLinks({ bookingLinkSecret: TEST_LINK_SECRET, siteUrl: SITE }, newReference(), {
    date: dayFromToday(40),
    returnTrip: false,
    returnDate: "",
  })
  const signIn = signInToken(TEST_LINK_SECRET, DISPATCH, new Date())
  const signInLink = `${SITE}/dispatch#s=${signIn}`
  const feed = (
    (await request(loop.api.url("dispatch/calendar-link"), { body: {}, headers: { Cookie: session() } })).json as { url: string }
  ).url
  const [customer, dispatch, feedKey] = [
    tokenOf(other.customer),
    tokenOf(other.dispatch),
    feed.slice(`${SITE}${FEED_PATH}`.length, -".ics".length),
  ]
  const query = `${SITE}/booking?t=${dispatch}`
  return {
    tokens: [customer, dispatch, signIn, feedKey],
    feed,
    note: `Please use ${other.confirm} or sign in at ${signInLink}.`,
    includes: `Tolls; the ride in our calendar: ${feed}`,
    /** The customer's names and special requests. */
    customer: {
      firstName: customer,
      lastName: `#t=${dispatch}`,
      specialRequests: [other.customer, other.confirm, signInLink, feed, query, customer].map((key) => `See ${key}.`).join("\n"),
    },
    /** The places of a ride with stops and a return of its own. */
    places: {
      pickupLocation: `${other.customer} 12 Elm Street, Andover, MA`,
      dropoffLocation: `Logan (${feed})`,
      stops: [signInLink, query],
      returnTrip: true,
      returnDate: dayFromToday(33),
      returnTime: "5:00 PM",
      returnPickup: other.confirm,
      returnDropoff: `Home, ${customer}`,
    },
  }
}
let pasted: Awaited<ReturnType<typeof pastedKeys>>
beforeAll(async () => {
  pasted = await pastedKeys()
})
/** A roster of one chauffeur and one car. */
const ROSTER = {
  chauffeurs: [{ name: "Dana Rivera", mobile: "(978) 555-0142", email: "dana@example.com", shareMobile: true }],
  vehicles: [{ makeModel: "Lincoln Navigator", colour: "Black", plate: "NH 4410", vehicleClass: "luxury-suv" }],
}
/** Every answer of the loop's endpoints in the walk, as sent. */
const answers: string[] = []

/** Every change the webhook names (a step, or the state it leads to): the walk must make each one. The compiler adds a new one here. */
const EVERY_CHANGE: Readonly<Record<LoopStep | Exclude<BookingState, "requested">, true>> = {
  quoted: true,
  confirmed: true,
  declined: true,
  cancelled: true,
  completed: true,
  "quote-accepted": true,
  "quote-declined": true,
  "quote-expired": true,
  "change-requested": true,
  "change-applied": true,
  "change-accepted": true,
  "change-declined": true,
  "change-withdrawn": true,
  "offer-made": true,
  "offer-accepted": true,
  "offer-declined": true,
  "offer-expired": true,
  "links-replaced": true,
  "chauffeur-assigned": true,
  "chauffeur-unassigned": true,
  "chauffeur-accepted": true,
  "chauffeur-declined": true,
  "ride-on-the-way": true,
  "ride-on-location": true,
  "ride-on-board": true,
  "ride-done": true,
  "flight-landed": true,
  "no-show-asked": true,
  "no-show-approved": true,
  "no-show-refused": true,
  "gratuity-set": true,
  "statement-sent": true,
}

/** Takes an action with a note holding keys, unless the action says its own. */
const act = async (token: string, action: string, body: Record<string, unknown> = {}) => {
  const reply = await loop.api.post("booking-actions", { token, action, note: pasted.note, ...body })
  expect([action, reply.status, reply.status === 200 ? "" : reply.text.slice(0, 300)]).toEqual([action, 200, ""])
  answers.push(reply.text)
  return viewOf(reply)
}
/** Cancels as the page does, agreeing to the terms the booking shows now. */
const cancel = async (token: string) => act(token, "cancel", { terms: viewOf(await loop.api.readBooking(token)).policy?.kind })
/** Moves the time by which a booking's quotes and offers must be accepted into the past, as if their hours had gone by. */
async function lapse(reference: string) {
  const name = bookingRecordName(reference)
  const stored = (await loop.store.get(name))!.record
  const past = new Date(Date.now() - 60_000).toISOString()
  const history = stored.lifecycle!.history.map((event) => ({
    ...event,
    ...(event.quote ? { quote: { ...event.quote, expiresAt: past } } : {}),
    ...(event.offer ? { offer: { ...event.offer, expiresAt: past } } : {}),
  }))
  await loop.store.update(name, { ...stored, lifecycle: { ...stored.lifecycle!, history } })
}
const later = (view: { rows: { label: string; value: string }[] }) =>
  view.rows.find((row) => row.label === "Pickup time")?.value === "8:30 AM" ? "9:00 AM" : "8:30 AM"

/** Every link role in a message's decoded parts, text, HTML and invite alike. */
const rolesIn = (mail: MimePart) =>
  linkRolesIn(
    leaves(mail)
      .map((part) => part.body.toString("utf8"))
      .join("\n"),
  )
/** All a message shows: its addressees and subject, and every decoded part with calendar lines unfolded. */
const shownIn = (mail: MimePart) =>
  [
    ...["to", "reply-to", "subject"].map((name) => header(mail, name) ?? ""),
    ...leaves(mail).map((part) => unfoldIcs(part.body.toString("utf8")).join("\n")),
  ].join("\n")

describe("every email of every step keeps dispatch's links to dispatch", () => {
  it("walks the request, quotes, changes, cancellations, a decline, a completion and a resent link", async () => {
    // The request, through the form's endpoint: dispatch's notice, its Confirm or decline email, the customer's confirmation.
    const requested = await loop.api.post("booking-requests", validBooking({ vehicle: "executive-sedan", ...pasted.customer }))
    expect(requested.status).toBe(201)
    const reference = (requested.json as { reference: string }).reference
    const keysText = partText(loop.mailTo(DISPATCH)[1], "text/plain") ?? ""
    const dispatch = tokenOf(/Confirm: (\S+)/.exec(keysText)?.[1] ?? "")
    const customerLink = /View or cancel your booking: (\S+)/.exec(partText(loop.mailTo(CUSTOMER)[0], "text/plain") ?? "")?.[1] ?? ""
    const customer = tokenOf(customerLink)

    // A request changed at once (the customer pastes their own link into it), then confirmed; a change asked, accepted; another declined; another withdrawn; cancelled by the customer.
    await act(customer, "request-change", { changes: { time: "8:30 AM", specialRequests: `My link, in case: ${customerLink}` } })
    await act(dispatch, "confirm")
    const change = async () =>
      (await act(customer, "request-change", { changes: { time: later(viewOf(await loop.api.readBooking(customer))) } })).change?.step
    await act(dispatch, "accept-change", { change: await change() })
    await act(dispatch, "decline-change", { change: await change(), note: "Our only sedan is out at that hour." })
    await act(customer, "withdraw-change", { change: await change() })
    // A change accepted at a new fare is an offer: accepted by the customer; declined; let lapse until the sweep.
    const otherVehicle = async () =>
      viewOf(await loop.api.readBooking(customer)).request.vehicle === "luxury-suv" ? "executive-sedan" : "luxury-suv"
    const offer = async (fare: number) => {
      const asked = await act(customer, "request-change", { changes: { vehicle: await otherVehicle() } })
      return (await act(dispatch, "accept-change", { change: asked.change?.step, fare })).offer?.step
    }
    await act(customer, "accept-offer", { offer: await offer(310), ...FAR_TERMS })
    await act(customer, "decline-offer", { offer: await offer(340) })
    await offer(330)
    await lapse(reference)
    expect(await loop.api.redeliver()).toMatchObject({ offersLapsed: 1 })
    await cancel(customer)

    // Quoted, declined, quoted, expired by the sweep, quoted, accepted, then cancelled by the company.
    const priced = await loop.booked({ vehicle: "", ...pasted.customer, ...pasted.places })
    const quote = (fare: number) => act(priced.dispatch, "quote", { fare, includes: pasted.includes })
    await act(priced.customer, "decline-quote", { quote: (await quote(480)).quote?.step })
    await quote(450)
    await lapse(priced.reference)
    expect(await loop.api.redeliver()).toMatchObject({ quotesExpired: 1 })
    await act(priced.customer, "accept-quote", { quote: (await quote(420)).quote?.step, ...FAR_TERMS })
    await cancel(priced.dispatch)

    // Declined by dispatch; a ride completed after its day; the customer's link sent again.
    const declined = await loop.booked()
    await act(declined.dispatch, "decline", { note: `We are fully booked that evening. ${pasted.note}` })
    // Dispatch replaces the links of a booking whose email was forwarded: fresh ones to each side.
    await act(declined.dispatch, "replace-links")
    const ridden = await loop.booked()
    await act(ridden.dispatch, "confirm")
    // Dispatch assigns a chauffeur and a car from its roster, takes them off, and assigns them again.
    const saved = await saveRoster(loop.store, (await currentRoster(loop.store)).generation, ROSTER, DISPATCH, new Date())
    const roster = saved.kind === "saved" ? saved.answer.roster : (await currentRoster(loop.store)).roster
    const pair = { chauffeur: roster.chauffeurs[0].id, vehicle: roster.vehicles[0].id }
    await act(ridden.dispatch, "assign", pair)
    await act(ridden.dispatch, "unassign", {})
    // The chauffeur answers from the link of their latest email: gives the ride back, then accepts it once assigned again.
    const rideToken = () => {
      const texts = loop.mailTo(ROSTER.chauffeurs[0].email).map((mail) => partText(mail, "text/plain") ?? "")
      return /\/ride#t=([A-Za-z0-9_-]+)/.exec(texts.filter((text) => text.includes("/ride#t=")).at(-1) ?? "")?.[1] ?? ""
    }
    await act(ridden.dispatch, "assign", pair)
    await act(rideToken(), "decline-ride")
    await act(ridden.dispatch, "assign", pair)
    await act(rideToken(), "accept-ride")
    // On the day: a ride from Logan within the hour, through a no-show dispatch first refuses, then confirms; its statement.
    const flown = await loop.booked({
      ...pickupIn(1),
      pickupLocation: "Logan International Airport, Terminal B",
      dropoffLocation: "12 Elm Street, Andover, MA",
    })
    await act(flown.dispatch, "confirm")
    await act(flown.dispatch, "assign", pair)
    await act(rideToken(), "accept-ride")
    await act(rideToken(), "ride-status", { status: "on-the-way" })
    await act(rideToken(), "ride-status", { status: "on-location" })
    await pickupWasAgo(loop.store, flown.reference, 1)
    // The chauffeur there an hour before the passenger's flight landed: the free time counts from the landing.
    await stepWasEarlier(loop.store, flown.reference, "ride-on-location", 105)
    await act(rideToken(), "record-landing", { landedAt: new Date(Date.now() - 45 * 60_000).toISOString(), kind: "domestic" })
    await act(rideToken(), "report-no-show")
    await act(flown.dispatch, "refuse-no-show", {})
    await act(rideToken(), "report-no-show")
    await act(flown.dispatch, "approve-no-show", {})
    await act(flown.dispatch, "send-statement", {})
    // A ride done with a toll, a gratuity chosen, its statement and a correction.
    const driven = await loop.booked({ ...pickupIn(1) })
    await act(driven.dispatch, "confirm")
    await act(driven.dispatch, "assign", pair)
    await act(rideToken(), "accept-ride")
    await act(rideToken(), "ride-status", { status: "on-location" })
    await act(rideToken(), "ride-status", { status: "on-board" })
    await act(rideToken(), "finish-ride", { extras: [{ kind: "toll", note: "Tobin Bridge, inbound", amount: "2.05" }] })
    await act(driven.customer, "choose-gratuity", { percent: 20 })
    await act(driven.dispatch, "send-statement", {})
    await act(driven.dispatch, "send-statement", { correction: true })
    await rideWasYesterday(loop.store, ridden.reference)
    expect((await loop.api.redeliver()).completed).toBeGreaterThanOrEqual(1)
    expect((await loop.api.post("booking-links", { reference, email: CUSTOMER })).status).toBe(202)
    await until(() => loop.subjectsTo(CUSTOMER).includes(`Your link to booking ${reference}`))

    // The request's own webhook call names no change; every later one names its step.
    const changes = loop.webhookChanges().flatMap(([change]) => (change === undefined ? [] : [change]))
    expect(new Set(changes)).toEqual(new Set(Object.keys(EVERY_CHANGE)))

    const mails = loop.smtp.mails.map((captured) => ({ ...captured, mail: parseMime(captured.raw) }))
    const keyed = mails.filter(({ mail }) => rolesIn(mail).includes("dispatch"))
    // The walk did send dispatch keys (the request's, a change asked, a request changed), and customers their own links.
    expect(keyed.map(({ mail }) => header(mail, "subject"))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^Confirm or decline ${reference}: `)),
        expect.stringMatching(new RegExp(`^Confirm, quote or decline ${reference} as changed: `)),
        expect.stringMatching(new RegExp(`^Accept or decline the change to ${reference}: `)),
      ]),
    )
    expect(mails.filter(({ to }) => to.includes(CUSTOMER)).some(({ mail }) => rolesIn(mail).includes("customer"))).toBe(true)
    for (const { to, mail } of keyed) {
      expect([header(mail, "subject"), to, header(mail, "reply-to"), header(mail, "cc")]).toEqual([
        header(mail, "subject"),
        [DISPATCH],
        undefined,
        undefined,
      ])
    }
    for (const { to, mail } of mails.filter((captured) => captured.to.includes(CUSTOMER))) {
      expect([header(mail, "subject"), to, rolesIn(mail).filter((role) => role === "dispatch")]).toEqual([
        header(mail, "subject"),
        [CUSTOMER],
        [],
      ])
    }
    // A chauffeur's emails hold their own link alone, and replies go to dispatch (each was also checked as it came for a
    // price, a customer's email or a customer or dispatch page: loop-world.ts).
    const toChauffeur = mails.filter(({ to }) => to.includes(ROSTER.chauffeurs[0].email))
    expect(toChauffeur.length).toBeGreaterThanOrEqual(4)
    for (const { mail } of toChauffeur) {
      expect([header(mail, "subject"), header(mail, "reply-to"), rolesIn(mail).filter((role) => role !== "chauffeur")]).toEqual([
        header(mail, "subject"),
        DISPATCH,
        [],
      ])
    }
    // Dispatch's notices that a reply sends to the customer hold no link at all.
    for (const { mail } of mails.filter(({ mail }) => header(mail, "reply-to")?.includes(CUSTOMER))) {
      expect([header(mail, "subject"), rolesIn(mail)]).toEqual([header(mail, "subject"), []])
    }

    // The keys typed into every text field stopped no email: every one of every booking was sent. The resent link is
    // sent after its answer, and its record written once the mail server has taken it: waited for (a record still
    // pending after that is reported below).
    const bookings = () => loop.store.listEntries({ kind: "booking" })
    await until(async () => (await bookings()).every(({ record }) => record.status !== "pending")).catch(() => undefined)
    for (const { record } of await bookings()) {
      const reports = (record.attempts ?? []).flatMap((attempt) => Object.values(attempt.channels))
      const unsent = reports.filter((report) => report.status !== "delivered" || report.detail?.includes("failed"))
      expect([record.reference, record.status, unsent]).toEqual([record.reference, "delivered", []])
    }
    // And none shows anywhere: the emails, the webhook, the answers and pages of each side, the calendar feed, the day view.
    const tokens = [customer, dispatch, priced.customer, priced.dispatch]
    for (const token of tokens) answers.push((await loop.api.readBooking(token)).text)
    const feedKey = pasted.feed.slice(`${SITE}${FEED_PATH}`.length)
    const feed = await request(loop.api.url("dispatch/calendar-link").replace(/calendar-link$/, `calendar/${feedKey}`), { method: "GET" })
    const days = await request(`${loop.api.url("dispatch/day")}?from=${dayFromToday(30)}&days=8`, {
      method: "GET",
      headers: { Cookie: session() },
    })
    expect([feed.status, days.status]).toEqual([200, 200])
    const shown = {
      emails: mails.map(({ mail }) => shownIn(mail)).join("\n"),
      webhook: loop.webhook.calls.map((call) => call.body).join("\n"),
      answers: answers.join("\n"),
      feed: unfoldIcs(feed.text).join("\n"),
      day: days.text,
    }
    for (const [where, text] of Object.entries(shown)) {
      expect([where, pasted.tokens.filter((token) => text.includes(token)), text.includes(KEY_REDACTED)]).toEqual([where, [], true])
    }
  })
})

describe("an email that would hand over a key is never sent", () => {
  const links = bookingLinks({ bookingLinkSecret: TEST_LINK_SECRET, siteUrl: SITE }, newReference(), {
    date: "2026-12-24",
    returnTrip: false,
    returnDate: "",
  })
  const dispatchLink = links.confirm
  const customerLink = links.customer
  const mail = (audience: OutgoingMail["audience"], link: string): OutgoingMail => {
    const content = { subject: "Booking MP-ABCD-1234", text: `Open: ${link}`, html: `<a href="${link.replace(/&/g, "&amp;")}">Open</a>` }
    return audience === "customer" || audience === "chauffeur"
      ? { audience, to: { name: "Maria Lopez", address: CUSTOMER }, ...content }
      : audience === "dispatch"
        ? { audience, replyTo: { name: "Maria Lopez", address: CUSTOMER }, ...content }
        : { audience, ...content }
  }

  it("reads each link's role from its token, in text and in HTML", () => {
    expect(linkRolesIn(mail("customer", dispatchLink).html)).toEqual(["dispatch"])
    expect(linkRolesIn(mail("customer", customerLink).text)).toEqual(["customer"])
  })

  it("refuses dispatch's link to the customer and to a notice dispatch may answer, and the customer's to any email of dispatch's", () => {
    expect(keyLeak(mail("customer", dispatchLink))).toMatch(/for customer .* holds a dispatch link/)
    expect(keyLeak(mail("dispatch", dispatchLink))).toMatch(/for dispatch .* holds a dispatch link/)
    expect(keyLeak(mail("dispatch", customerLink))).toMatch(/for dispatch .* holds a customer link/)
    expect(keyLeak(mail("dispatch-keys", customerLink))).toMatch(/holds a customer link/)
    expect(keyLeak(mail("dispatch-keys", dispatchLink))).toBeNull()
    expect(keyLeak(mail("customer", customerLink))).toBeNull()
  })

  it("cannot even be written with the loop's email makers: each audience's paragraphs take only its own links", async () => {
    const { reference, booking } = await seedBooking(loop.store)
    const mails = audiences({ booking, reference, receivedAt: new Date() }, { name: "Maria Lopez", address: CUSTOMER })
    const own = bookingLinks({ bookingLinkSecret: TEST_LINK_SECRET, siteUrl: SITE }, reference, booking)
    // @ts-expect-error dispatch's link in the customer's email does not compile
    const leaked = mails.toCustomer("Booked", "Booked", [{ text: "Open", link: { label: "Confirm", href: own.confirm } }])
    // @ts-expect-error nor any link in a notice whose replies reach the customer
    const notice = mails.toDispatch("Booked", "Booked", [{ text: "Open", link: { label: "Confirm", href: own.confirm } }])
    // @ts-expect-error nor the customer's link in dispatch's keys
    mails.dispatchKeys("Keys", "Keys", [{ text: "Open", link: { label: "View", href: own.customer } }])
    expect(keyLeak(leaked)).toMatch(/holds a dispatch link/)
    expect(keyLeak(notice)).toMatch(/holds a dispatch link/)
    expect(keyLeak(mails.dispatchKeys("Keys", "Keys", [{ text: "Open", link: { label: "Confirm", href: own.confirm } }]))).toBeNull()
  })
})
