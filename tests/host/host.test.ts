/**
 * The site as the host runs it: built with Gatsby's adapter for Netlify and served by the host's
 * own emulation, offline (tests/host/emulation.ts). Over HTTP, as a visitor's browser or a script
 * would: the forms' endpoints answer as the API contract of docs/API.md says, the request is on record,
 * the booking loop, dispatch, the chauffeur (assignment warnings, a ride given back, a reassignment, a change
 * and a cancellation reaching them, their day) and a ride's day (its statuses, waiting, a no-show, the statement
 * sent once and corrected) work over the host's Blobs store (the scheduled sweep included), and every page
 * carries each security header once, with its own policy.
 * Before the host builds, a blog post is published in the content editor into the copy, as an editor's
 * commit starts the host's build; the post is then on the site. The editor is the production build's (`npx gatsby build` first).
 */
import fs from "fs"
import http from "http"
import path from "path"
import type { Browser } from "playwright-core"
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, inlineScriptHashes } from "../../src/build/security-headers"
import { ERRORS } from "../../src/server/endpoint"
import { BODY_LIMIT_BYTES } from "../../src/server/limits"
import { dayFromToday, envelope, validBooking, validContact } from "../../src/server/test-support/forms"
import { header as mailHeader, icsEvents, parseMime, partText, type MimePart } from "../../src/server/test-support/mime"
import { closedPort, startSmtp, TEST_LINK_SECRET, type SmtpPeer } from "../../src/server/test-support/peers"
import { headersFor, parseHeaderRules, type HeaderRule } from "../browser/headers-file"
import { startHostEmulation, type HostEmulation } from "./emulation"
import { DESKTOP, collectErrors, launchHeadlessShell } from "../browser/browser"
import { startLocalBackend } from "../browser/decap-server"
import { serveBuiltSite } from "../browser/serve"
import { NEW_POST, editorPage, fillPostHeading, fillPostRest, openEditor, publish, savedNewPost } from "../browser/editor"
import { routes } from "../../src/lib/routes"
import type { DayRide } from "../../src/booking-loop/day-view"
import type { BookingState } from "../../src/booking-loop/model"
import { bookingLinks } from "../../src/server/booking-loop/links"
import { DISPATCH_MESSAGES } from "../../src/server/dispatch/endpoints"
import { SESSION_COOKIE } from "../../src/server/dispatch/session"
import { SIGN_IN_SUBJECT } from "../../src/server/dispatch/sign-in-mail"
import { until } from "../../src/server/test-support/until"
import { CUSTOMER, FAR_TERMS, tokenOf } from "../../src/server/test-support/loop-world"
import { bostonClock, pickupIn, rideMovedToYesterday, stepTime, withPickupAgo, withStepAt } from "../../src/server/test-support/bookings"
import { othersIn } from "../../src/server/test-support/chauffeur-text"
import { DANA, SAM } from "../../src/server/test-support/roster"
import { readStatementMail } from "../../src/server/test-support/statement-mail"
import { CHAUFFEUR_DAY_DAYS, type ChauffeurDayAnswer } from "../../src/booking-loop/chauffeur-day"
import { CLOSE_MESSAGES } from "../../src/booking-loop/close-out"
import type { BookingView } from "../../src/booking-loop/view"
import { BUSINESS_DOMAIN, BUSINESS_EMAIL } from "../../src/config/business"
import { waitingStepDollars } from "../../src/booking-loop/waiting"
import { PROGRESS_MESSAGES } from "../../src/booking-loop/ride-progress"
import { RIDE_MESSAGES, type RideSheet } from "../../src/booking-loop/ride-sheet"
import { ASSIGNMENT_MESSAGES } from "../../src/booking-loop/assignments"
import { CHAUFFEUR_FEED_PATH } from "../../src/server/chauffeur/calendar-feed"
import type { StoredRecord } from "../../src/server/records/store"

// Copying, the editor's post, the build with the adapter (cold when this file runs alone; under npm test, in the
// production build's copy, reusing its caches) and the tool's start; generous, the machines are shared.
const READY_WITHIN_MS = 480_000
jest.setTimeout(READY_WITHIN_MS + 120_000)

/** The rate limit the functions get, small so a burst is short. */
const RATE_LIMIT = 8

let host: HostEmulation
/** SMTP is configured at a port where nothing listens until the redelivery test starts the peer there. */
let smtpPort: number
let smtp: SmtpPeer | undefined
/** The bookings this file makes (all for the form's default day), with the state each is left in: dispatch's day view lists them. */
const booked = new Map<string, BookingState>()
const BOOKED_DAY = dayFromToday(30)

/**
 * The file's one Chromium: the editor publishes the post with it before the host's build, and a reader finds the post
 * with it on the host after the build (one launch instead of two, about 2.5 s of CPU each).
 */
let browser: Browser | undefined

/** An editor's commit: a new blog post published in the content editor (Decap's local backend saving into `dir`). */
async function publishNewPost(dir: string): Promise<void> {
  const [site, backend, chromium] = await Promise.all([serveBuiltSite(), startLocalBackend(dir), launchBrowser()])
  try {
    const editor = await editorPage(chromium, site, backend)
    await openEditor(editor.page, site, "/collections/blog/new")
    await fillPostHeading(editor.page)
    await fillPostRest(editor.page)
    await publish(editor.page)
    await savedNewPost(backend)
    if (editor.errors.length > 0) throw new Error(`The editor reported errors while publishing:\n${editor.errors.join("\n")}`)
    await editor.close()
  } finally {
    await Promise.all([site.stop(), backend.stop()])
  }
}

/** Kept in `browser` as soon as it runs, so that afterAll closes it whatever fails beside it. */
async function launchBrowser(): Promise<Browser> {
  browser = await launchHeadlessShell()
  return browser
}

beforeAll(async () => {
  smtpPort = await closedPort()
  host = await startHostEmulation(
    { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT), SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, BOOKING_LINK_SECRET: TEST_LINK_SECRET },
    { readyWithinMs: READY_WITHIN_MS, prepare: publishNewPost },
  )
})

afterAll(async () => {
  await host?.stop()
  await smtp?.close()
  await browser?.close()
})

interface Reply {
  status: number
  /** Raw header lines, so a header sent twice is seen twice. */
  rawHeaders: [string, string][]
  body: string
}

/**
 * The people of a ride, each a client of their own: on the host a client is the address the host's own header names,
 * and a chauffeur's phone (Dana's; Sam's when he drives instead), dispatch's office and a customer's phone are each one
 * of them, each with its own allowance of the rate limit, which the file's earlier requests (from the default address)
 * do not spend. Loopback has an address for each.
 */
const ADDRESS_OF = { chauffeur: "127.0.0.2", dispatch: "127.0.0.3", customer: "127.0.0.4", sam: "127.0.0.5" } as const
type Party = keyof typeof ADDRESS_OF
/** A client's loopback address: a party's own, or one of `onRide`'s. */
type Client = Party | `127.${string}`
/**
 * The party's address for the file's `ride`-th ride after the first: the later rides' people are clients of their own,
 * as the first ride's are, so that the steps of several rides within a minute stay inside the small rate limit.
 */
const onRide = (ride: number, party: Party): Client => ADDRESS_OF[party].replace(/^127\.0\./, `127.${ride}.`) as Client
const addressOf = (client: Client): string => (client in ADDRESS_OF ? ADDRESS_OF[client as Party] : client)

function send(
  urlPath: string,
  {
    method = "GET",
    headers = {},
    body,
    from,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: Client } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const address = from ? { localAddress: addressOf(from), family: 4 } : {}
    const req = http.request(`${host.url}${urlPath}`, { method, headers, agent: false, ...address }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => {
        const rawHeaders: [string, string][] = []
        for (let i = 0; i < res.rawHeaders.length; i += 2) rawHeaders.push([res.rawHeaders[i].toLowerCase(), res.rawHeaders[i + 1]])
        resolve({ status: res.statusCode ?? 0, rawHeaders, body: Buffer.concat(chunks).toString("utf8") })
      })
      res.on("error", reject)
    })
    req.on("error", reject)
    req.end(body)
  })
}

const postJson = (endpoint: string, payload: unknown, headers: Record<string, string> = {}, from?: Client) =>
  send(`/api/${endpoint}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(payload),
    from,
  })

const header = (reply: Reply, name: string) => reply.rawHeaders.filter(([key]) => key === name).map(([, value]) => value)

/** A step of the loop taken by `party`, from their own address. */
const act = (party: Client, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  postJson("booking-actions", body, headers, party)
const json = (reply: Reply): Record<string, unknown> => JSON.parse(reply.body) as Record<string, unknown>

/** Where the functions keep their records under the emulation, in the scratch copy: the host's Blobs store (the emulation's local one). */
const RECORDS_DIR = ".netlify/blobs-serve"
/** Both places are searched, so a record in the wrong one is named rather than missed. */
const RECORD_PLACES = [".netlify/blobs-serve", ".data/outbox"]

/** Every file of the scratch copy's local records that holds the record of `reference`. */
function recordsHolding(reference: string): { place: string; file: string; record: Record<string, unknown> }[] {
  const found: { place: string; file: string; record: Record<string, unknown> }[] = []
  const visit = (place: string, dir: string) => {
    if (!fs.existsSync(dir)) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) visit(place, file)
      else {
        const text = fs.readFileSync(file, "utf8")
        if (!text.includes(reference)) continue
        try {
          const record = JSON.parse(text) as Record<string, unknown>
          if (record.reference === reference) found.push({ place, file, record })
        } catch {
          /* a file of the store that is not a record */
        }
      }
    }
  }
  for (const place of RECORD_PLACES) visit(place, path.join(host.dir, place))
  return found
}

/**
 * The host's clock cannot be moved, so time passes for a booking the way it can: its record in the host's Blobs is
 * rewritten (a step taken earlier, the pickup in the past) and the functions read it back from there.
 */
function rewriteRecord(reference: string, change: (record: StoredRecord) => StoredRecord): void {
  const [found, ...more] = recordsHolding(reference)
  expect([found?.place, more]).toEqual([RECORDS_DIR, []])
  fs.writeFileSync(found.file, JSON.stringify(change(found.record as unknown as StoredRecord)))
}
const storedRecord = (reference: string) => recordsHolding(reference)[0].record as unknown as StoredRecord

describe("the forms' endpoints on the host", () => {
  it("know they run on the host, and take the client's address from its header", async () => {
    const reply = await postJson("booking-requests", validBooking())
    expect(reply.status).toBe(201)
    booked.set(String(json(reply).reference), "requested")
    expect(host.log()).toContain("[api] running on netlify; a client's address comes from the host's x-nf-client-connection-ip header")
  })

  it("take a valid booking: 201 with its reference, and the request is on record", async () => {
    const booking = validBooking()
    const reply = await postJson("booking-requests", booking)
    expect([reply.status, reply.body]).toEqual([201, expect.stringMatching(/"reference":"MP-[0-9A-Z]{4}-[0-9A-Z]{4}"/)])
    expect(header(reply, "cache-control")).toEqual(["no-store"])
    expect(header(reply, "x-content-type-options")).toEqual(["nosniff"])
    const reference = String(json(reply).reference)
    booked.set(reference, "requested")
    const records = recordsHolding(reference)
    expect(records.map((r) => r.place)).toEqual([RECORDS_DIR])
    expect(records[0].record).toMatchObject({
      kind: "booking",
      reference,
      data: expect.objectContaining({ email: booking.email, pickupLocation: booking.pickupLocation }),
    })
  })

  it("give a repeated requestId the first reference, even when both arrive at once", async () => {
    const booking = validBooking()
    const [first, twin] = await Promise.all([postJson("booking-requests", booking), postJson("booking-requests", booking)])
    const again = await postJson("booking-requests", booking)
    expect([first.status, twin.status, again.status]).toEqual([201, 201, 201])
    expect([json(twin).reference, json(again).reference]).toEqual([json(first).reference, json(first).reference])
    booked.set(String(json(first).reference), "requested")
    expect(recordsHolding(String(json(first).reference))).toHaveLength(1)
  })

  it("answer a filled honeypot like a success, and keep it in the store as suspected spam", async () => {
    const reply = await postJson("contact-messages", validContact({ website: "https://spam.example" }))
    expect(reply.status).toBe(201)
    expect(json(reply).reference).toMatch(/^MP-/)
    const records = recordsHolding(String(json(reply).reference))
    expect(records.map((r) => r.place)).toEqual([RECORDS_DIR])
    expect(records[0].record).toMatchObject({ kind: "contact", status: "suspected-spam", spamReason: "honeypot filled" })
  })

  it("refuse what the contract refuses, each with its status", async () => {
    const invalid = await postJson("booking-requests", validBooking({ email: "not-an-email", firstName: "" }))
    expect(invalid.status).toBe(422)
    expect(Object.keys(json(invalid).errors as object).sort()).toEqual(["email", "firstName"])

    const get = await send("/api/booking-requests")
    expect([get.status, header(get, "allow"), json(get).error]).toEqual([405, ["POST"], ERRORS.method])

    const tooLarge = await postJson("booking-requests", validBooking({ specialRequests: "x".repeat(BODY_LIMIT_BYTES) }))
    expect([tooLarge.status, json(tooLarge).error]).toEqual([413, ERRORS.tooLarge])

    const form = await send("/api/booking-requests", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "firstName=Ida",
    })
    expect([form.status, json(form).error]).toEqual([415, ERRORS.contentType])
  })

  it("slow a burst down with 429 and Retry-After, whatever X-Forwarded-For a client makes up", async () => {
    const answers: Reply[] = []
    for (let i = 0; i <= RATE_LIMIT; i += 1) {
      answers.push(await postJson("subscriptions", { email: "", ...envelope() }, { "X-Forwarded-For": `203.0.113.${i + 1}` }))
    }
    expect(answers.slice(0, RATE_LIMIT).map((a) => a.status)).toEqual(Array(RATE_LIMIT).fill(422))
    const refused = answers[RATE_LIMIT]
    expect([refused.status, json(refused).error]).toEqual([429, ERRORS.rateLimited])
    const retryAfter = Number(header(refused, "retry-after")[0])
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
  })
})

describe("redelivery on the host", () => {
  const mailsAbout = (reference: string) => (smtp?.mails ?? []).filter((mail) => mail.raw.includes(reference))

  it("keeps a booking pending while SMTP is down, and its scheduled function delivers it once SMTP is back, once; then a quote is accepted and a change of the trip accepted over the same store", async () => {
    const reply = await postJson("booking-requests", validBooking())
    expect(reply.status).toBe(201)
    const reference = String(json(reply).reference)
    booked.set(reference, "requested")
    const [pending] = recordsHolding(reference)
    expect(pending.record).toMatchObject({ status: "pending", channels: { smtp: { status: "failed" } } })

    smtp = await startSmtp(smtpPort)
    // A minute passes before the first retry is due; the record is made due now instead of waiting.
    fs.writeFileSync(pending.file, JSON.stringify({ ...pending.record, nextAttemptAt: new Date(Date.now() - 1000).toISOString() }))

    const sweep = await send("/.netlify/functions/redeliver")
    expect(sweep.status).toBe(200)
    const [delivered] = recordsHolding(reference)
    expect(delivered.record).toMatchObject({ status: "delivered", channels: { smtp: { status: "delivered" } } })
    expect((delivered.record.attempts as unknown[]).length).toBe(2)
    const mails = mailsAbout(reference).length
    expect(mails).toBeGreaterThanOrEqual(2)

    expect((await send("/.netlify/functions/redeliver")).status).toBe(200)
    expect(mailsAbout(reference)).toHaveLength(mails)
    expect(recordsHolding(reference)[0].record.status).toBe("delivered")

    // The booking loop over the same store: dispatch confirms from the link in its email.
    const texts = mailsAbout(reference).map((mail) => partText(parseMime(mail.raw), "text/plain") ?? "")
    const token = texts.join("\n").match(/\/booking#t=([A-Za-z0-9_-]+)&do=confirm/)?.[1]
    expect(token).toBeDefined()
    const view = await send("/api/booking-status", { method: "GET", headers: { Authorization: `Bearer ${token}` } })
    expect([view.status, (json(view).booking as { state: string }).state]).toEqual([200, "requested"])
    expect(header(view, "cache-control")).toEqual(["no-store"])
    // Its estimate is a range (no vehicle chosen): dispatch quotes $310, the customer accepts from the quote's email, a tampered fare ignored.
    expect((await postJson("booking-actions", { token, action: "confirm" })).status).toBe(409)
    const quoted = await postJson("booking-actions", {
      token,
      action: "quote",
      fare: 310,
      includes: "Tolls, airport fees and 30 minutes of waiting",
      note: "Your chauffeur is Dana.",
    })
    expect(quoted.status).toBe(200)
    expect(recordsHolding(reference)[0].record).toMatchObject({ lifecycle: { state: "quoted" } })
    const quoteEmail = mailsAbout(reference)
      .map((mail) => partText(parseMime(mail.raw), "text/plain") ?? "")
      .find((text) => text.includes("Accept $310: "))
    expect(quoteEmail).toContain("Fare: $310.")
    const accept = /Accept \$310: \S+\/booking#t=([A-Za-z0-9_-]+)&do=accept&q=(\d+)/.exec(quoteEmail ?? "")
    expect(accept).not.toBeNull()
    const accepted = await postJson("booking-actions", {
      token: accept?.[1],
      action: "accept-quote",
      quote: Number(accept?.[2]),
      fare: 1,
      ...FAR_TERMS,
    })
    expect(accepted.status).toBe(200)
    expect(recordsHolding(reference)[0].record).toMatchObject({ lifecycle: { state: "confirmed" } })
    expect((recordsHolding(reference)[0].record.lifecycle as { history: { fare?: number }[] }).history.at(-1)?.fare).toBe(310)
    expect(mailsAbout(reference).some((mail) => mail.raw.includes(`Your booking ${reference} is confirmed at $310`))).toBe(true)

    // A change of the trip over the same store: the customer moves the pickup two hours later with a new flight, dispatch accepts from its email.
    const customer = accept?.[1]
    const asked = await postJson("booking-actions", {
      token: customer,
      action: "request-change",
      changes: { time: "8:30 AM", flightNumber: "DL 2210" },
    })
    expect(asked.status).toBe(200)
    expect(recordsHolding(reference)[0].record).toMatchObject({ data: { time: "6:30 AM" }, lifecycle: { state: "confirmed" } })
    const changeEmail = mailsAbout(reference)
      .map((mail) => partText(parseMime(mail.raw), "text/plain") ?? "")
      .find((text) => text.includes("Pickup time: 6:30 AM → 8:30 AM") && text.includes("Accept the change: "))
    const acceptChange = /Accept the change: \S+\/booking#t=([A-Za-z0-9_-]+)&do=accept-change&c=(\d+)/.exec(changeEmail ?? "")
    expect(acceptChange).not.toBeNull()
    const changed = await postJson("booking-actions", {
      token: acceptChange?.[1],
      action: "accept-change",
      change: Number(acceptChange?.[2]),
    })
    expect(changed.status).toBe(200)
    expect(recordsHolding(reference)[0].record).toMatchObject({
      data: { time: "8:30 AM", flightNumber: "DL 2210" },
      lifecycle: { state: "confirmed" },
    })
    expect((recordsHolding(reference)[0].record.lifecycle as { history: { step?: string }[] }).history.at(-1)?.step).toBe("change-accepted")
    expect(mailsAbout(reference).some((mail) => mail.raw.includes(`Your booking ${reference} is changed`))).toBe(true)

    // A change accepted at a new fare is an offer, stored as such: nothing moves until the customer accepts from its email.
    const again = await postJson("booking-actions", { token: customer, action: "request-change", changes: { passengers: "5" } })
    expect(again.status).toBe(200)
    const secondChange = (json(again).booking as { change: { step: number } }).change.step
    expect(
      (await postJson("booking-actions", { token: acceptChange?.[1], action: "accept-change", change: secondChange, fare: 395 })).status,
    ).toBe(200)
    expect(recordsHolding(reference)[0].record).toMatchObject({ data: { passengers: "2" }, lifecycle: { state: "confirmed" } })
    const offerEmail = mailsAbout(reference)
      .map((mail) => partText(parseMime(mail.raw), "text/plain") ?? "")
      .find((text) => text.includes("Accept $395: "))
    const acceptOffer = /Accept \$395: \S+\/booking#t=([A-Za-z0-9_-]+)&do=accept-offer&o=(\d+)/.exec(offerEmail ?? "")
    expect(acceptOffer).not.toBeNull()
    expect(
      (
        await postJson("booking-actions", {
          token: acceptOffer?.[1],
          action: "accept-offer",
          offer: Number(acceptOffer?.[2]),
          ...FAR_TERMS,
        })
      ).status,
    ).toBe(200)
    expect(recordsHolding(reference)[0].record).toMatchObject({ data: { passengers: "5" }, lifecycle: { state: "confirmed" } })
    expect((recordsHolding(reference)[0].record.lifecycle as { history: { step?: string; fare?: number }[] }).history.at(-1)).toMatchObject(
      {
        step: "offer-accepted",
        fare: 395,
      },
    )
    booked.set(reference, "confirmed")
  })
})

describe("dispatch and the chauffeur on the host", () => {
  const dayView = (cookie?: string) => send(`/api/dispatch/day?from=${BOOKED_DAY}&days=1`, { headers: cookie ? { Cookie: cookie } : {} })
  /** The emails to an address (or any containing `to`) whose subject matches, parsed. */
  const mailsTo = (to: string, subject: RegExp) =>
    (smtp?.mails ?? [])
      .filter((mail) => mail.to.some((address) => address.includes(to)))
      .map((mail) => parseMime(mail.raw))
      .filter((mail) => subject.test(mailHeader(mail, "subject") ?? ""))
  /** The roster's ids of Dana and the Cadillac, once saved; the ride (30 days ahead) she accepts first. */
  let danaInTheCadillac: { chauffeur: string; vehicle: string }
  /** Sam's id on the roster (he drives instead when a ride is reassigned). */
  let samsId: string
  let danasFirstRide: string
  const rides = (reply: Reply) => (json(reply).rides as DayRide[]) ?? []
  const signInMails = () =>
    (smtp?.mails ?? [])
      .filter((mail) => mail.to.includes(BUSINESS_EMAIL))
      .map((mail) => parseMime(mail.raw))
      .filter((mail) => mailHeader(mail, "subject") === SIGN_IN_SUBJECT)

  it("signs dispatch in from the emailed link, lists the bookings made here in their states from the Blobs store, refuses anyone else, and ends at sign-out", async () => {
    // The redelivery test brought SMTP up; run alone, this one does.
    smtp ??= await startSmtp(smtpPort)
    if (booked.size === 0) {
      const reply = await postJson("booking-requests", validBooking())
      expect(reply.status).toBe(201)
      booked.set(String(json(reply).reference), "requested")
    }
    // No session, or a customer's booking link where the session's cookie goes: the day is not shown.
    const [someBooking] = booked.keys()
    const customerLink = bookingLinks({ bookingLinkSecret: TEST_LINK_SECRET, siteUrl: host.url }, someBooking, {
      date: BOOKED_DAY,
      returnTrip: false,
      returnDate: "",
    }).customer
    const customerToken = new URLSearchParams(new URL(customerLink).hash.slice(1)).get("t")
    expect([(await dayView()).status, (await dayView(`${SESSION_COOKIE}=${customerToken}`)).status]).toEqual([401, 401])

    // The dispatch address asks for a link; the emailed link's token opens a session, once.
    const asked = await postJson("dispatch/sign-in", { email: BUSINESS_EMAIL })
    expect([asked.status, json(asked).message]).toEqual([202, DISPATCH_MESSAGES.sent])
    await until(() => signInMails().length > 0)
    const token = /\/dispatch#s=([A-Za-z0-9_-]+)/.exec(partText(signInMails()[0], "text/plain") ?? "")?.[1]
    const opened = await postJson("dispatch/session", { token })
    expect(opened.status).toBe(200)
    const setCookie = header(opened, "set-cookie")
    expect(setCookie).toEqual([
      expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]+; HttpOnly; Secure; SameSite=Strict; Path=/; Max-Age=43200$`)),
    ])
    const cookie = setCookie[0].split(";")[0]
    expect((await postJson("dispatch/session", { token })).status).toBe(403)

    // The day lists every booking this file made, each in the state it was left in, read through the Blobs store's index by day.
    const view = await dayView(cookie)
    // The days asked for: on the host the adapter hands the function its path alone, the query beside it.
    expect([view.status, json(view).from, json(view).days, header(view, "cache-control")]).toEqual([200, BOOKED_DAY, 1, ["no-store"]])
    expect(Object.fromEntries(rides(view).map((ride) => [ride.reference, ride.state]))).toEqual(Object.fromEntries(booked))
    for (const ride of rides(view))
      expect([ride.reference, ride.fare.kind]).toEqual([ride.reference, ride.state === "confirmed" ? "agreed" : "estimated"])
    // A ride's link opens dispatch's page for it, on the same store, beside its session's cookie only.
    const ride = rides(view)[0]
    const openRide = (withCookie: boolean) =>
      send("/api/booking-status", {
        headers: {
          Authorization: `Bearer ${new URLSearchParams(new URL(ride.link).hash.slice(1)).get("t")}`,
          ...(withCookie ? { Cookie: cookie } : {}),
        },
      })
    const opens = await openRide(true)
    expect([opens.status, (json(opens).booking as { reference: string; state: string }) ?? {}]).toEqual([
      200,
      expect.objectContaining({ reference: ride.reference, state: ride.state }),
    ])
    expect([(await openRide(false)).status, json(await openRide(false)).error]).toEqual([403, DISPATCH_MESSAGES.viewLinkEnded])

    // The calendar feed over the same store, made with the session and read with its key alone: the confirmed rides
    // made here, each with its invite's UID, and nothing else; replaced, the old address answers 404.
    const feedPath = async () => {
      const made = await postJson("dispatch/calendar-link", {}, { Cookie: cookie })
      expect(made.status).toBe(200)
      return new URL(String(json(made).url)).pathname
    }
    const first = await feedPath()
    const feed = await send(first)
    expect([feed.status, header(feed, "content-type"), header(feed, "cache-control")]).toEqual([
      200,
      ["text/calendar; charset=utf-8"],
      ["no-store"],
    ])
    const confirmed = [...booked].filter(([, state]) => state === "confirmed").map(([reference]) => `${reference}@`)
    expect(confirmed.length).toBeGreaterThan(0)
    expect(icsEvents(feed.body).map((event) => event.UID.replace(/@.*/, "@"))).toEqual(expect.arrayContaining(confirmed))
    expect(icsEvents(feed.body)).toHaveLength(confirmed.length)
    const second = await feedPath()
    expect([(await send(first)).status, (await send(second)).status]).toEqual([404, 200])

    // The roster saved with the session, a chauffeur assigned to a booked ride through its view link: the chauffeur's
    // email carries their link, whose yes tells the customer who comes, all over the same Blobs store.
    const rosterNow = await send("/api/dispatch/roster", { headers: { Cookie: cookie } })
    const saved = await postJson(
      "dispatch/roster",
      {
        generation: json(rosterNow).generation,
        roster: {
          chauffeurs: [DANA, SAM],
          vehicles: [{ makeModel: "Cadillac XTS", colour: "Black", plate: "MP 1042", vehicleClass: "executive-sedan" }],
        },
      },
      { Cookie: cookie },
    )
    expect(saved.status).toBe(200)
    const roster = json(saved).roster as { chauffeurs: { id: string }[]; vehicles: { id: string }[] }
    danaInTheCadillac = { chauffeur: roster.chauffeurs[0].id, vehicle: roster.vehicles[0].id }
    samsId = roster.chauffeurs[1].id
    // A booked ride of this file (run alone, the file's one request is confirmed here first).
    const booked1 = rides(view).find((entry) => entry.state === "confirmed") ?? rides(view)[0]
    const viewToken = new URLSearchParams(new URL(booked1.link).hash.slice(1)).get("t")
    if (booked1.state !== "confirmed")
      expect((await act("dispatch", { token: viewToken, action: "confirm" }, { Cookie: cookie })).status).toBe(200)
    const assigned = await act(
      "dispatch",
      { token: viewToken, action: "assign", leg: "pickup", ...danaInTheCadillac, despite: true },
      { Cookie: cookie },
    )
    expect(assigned.status).toBe(200)
    await until(() => mailsTo(DANA.email, /^New ride /).length > 0)
    const rideToken = /\/ride#t=([A-Za-z0-9_-]+)/.exec(partText(mailsTo(DANA.email, /^New ride /)[0], "text/plain") ?? "")?.[1]
    const sheet = await send("/api/booking-status", { headers: { Authorization: `Bearer ${rideToken}` }, from: "chauffeur" })
    expect([sheet.status, JSON.stringify(json(sheet))]).toEqual([200, expect.not.stringMatching(/\$|fare|estimate/i)])
    expect((await act("chauffeur", { token: rideToken, action: "accept-ride" })).status).toBe(200)
    danasFirstRide = booked1.reference
    await until(() => mailsTo("@", new RegExp(`^Your chauffeur for ${booked1.reference}: Dana Rivera$`)).length > 0)
    const customerView = await send("/api/booking-status", {
      headers: {
        Authorization: `Bearer ${new URLSearchParams(new URL(bookingLinks({ bookingLinkSecret: TEST_LINK_SECRET, siteUrl: host.url }, booked1.reference, { date: BOOKED_DAY, returnTrip: false, returnDate: "" }).customer).hash.slice(1)).get("t")}`,
      },
    })
    expect((json(customerView).booking as { chauffeurs: { name: string }[] }).chauffeurs.map((who) => who.name)).toEqual(["Dana Rivera"])

    // Sign-out clears the cookie and ends the session for good: the same cookie is refused after it.
    const out = await postJson("dispatch/sign-out", {}, { Cookie: cookie })
    expect([out.status, header(out, "set-cookie")]).toEqual([200, [expect.stringContaining(`${SESSION_COOKIE}=; `)]])
    expect(header(out, "set-cookie")[0]).toContain("Max-Age=0")
    expect((await dayView(cookie)).status).toBe(401)
    // And with it the ride's link the view gave; the used sign-in link and the replaced feed stay refused. Each of
    // those checks read the host's Blobs with strong consistency (the uncached address the host hands each
    // function): without one, they would have failed and said so in the log.
    expect([(await openRide(true)).status, json(await openRide(true)).error]).toEqual([403, DISPATCH_MESSAGES.viewLinkEnded])
    expect([(await postJson("dispatch/session", { token })).status, (await send(first)).status]).toEqual([403, 404])
    expect(host.log()).not.toMatch(/strong consistency|uncachedEdgeURL/)
  })

  /** A ride for today, booked by the customer from the form, confirmed by dispatch from its email and accepted by Dana: its links' tokens. */
  const today = { reference: "", customer: "", dispatch: "", ride: "" }
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
  const textOf = (mail: MimePart) => partText(mail, "text/plain") ?? ""
  /** The one email to `to` whose subject matches, once it has come. */
  const theMail = async (to: string, subject: RegExp): Promise<MimePart> => {
    await until(() => mailsTo(to, subject).length > 0)
    expect(mailsTo(to, subject)).toHaveLength(1)
    return mailsTo(to, subject)[0]
  }
  const linkToken = (mail: MimePart, page: RegExp) => new RegExp(`${page.source}#t=([A-Za-z0-9_-]+)`).exec(textOf(mail))?.[1] ?? ""
  const viewAs = async (party: Client, token: string): Promise<BookingView> => {
    const reply = await send("/api/booking-status", { headers: bearer(token), from: party })
    expect(reply.status).toBe(200)
    return json(reply).booking as BookingView
  }

  it("gives the chauffeur her day from the /chauffeur link of her email, and her calendar feed: revocable, no prices, each ride under its UID", async () => {
    // Two hours ahead, so that the ride's day opens (four hours before its pickup); in the class of the roster's Cadillac.
    const requested = await postJson("booking-requests", validBooking({ ...pickupIn(2), vehicle: "executive-sedan" }), {}, "customer")
    expect(requested.status).toBe(201)
    today.reference = String(json(requested).reference)
    const ref = today.reference
    today.dispatch = linkToken(await theMail(BUSINESS_EMAIL, new RegExp(`^Confirm or decline ${ref}: `)), /\/booking/)
    today.customer = linkToken(await theMail(CUSTOMER, new RegExp(`^Your booking request ${ref} `)), /\/booking/)
    expect((await act("dispatch", { token: today.dispatch, action: "confirm" })).status).toBe(200)
    expect((await act("dispatch", { token: today.dispatch, action: "assign", leg: "pickup", ...danaInTheCadillac })).status).toBe(200)
    const newRide = await theMail(DANA.email, new RegExp(`^New ride ${ref}: `))
    today.ride = linkToken(newRide, /\/ride/)
    // Her email's day is /chauffeur with the ride's token.
    expect(linkToken(newRide, /\/chauffeur/)).toBe(today.ride)
    expect((await act("chauffeur", { token: today.ride, action: "accept-ride" })).status).toBe(200)
    // The customer's invite, sent again with who comes: her feed's event for the ride is the same event.
    const told = await theMail(CUSTOMER, new RegExp(`^Your chauffeur for ${ref}: Dana Rivera$`))
    const [invite] = icsEvents(partText(told, "text/calendar") ?? "")

    // Her day: today's ride with its own link; the one she accepted for 30 days ahead is past the days it lists.
    const day = await send("/api/chauffeur/day", { headers: bearer(today.ride), from: "chauffeur" })
    expect([day.status, header(day, "vary"), header(day, "cache-control")]).toEqual([200, ["Authorization"], ["no-store"]])
    const answer = json(day) as unknown as ChauffeurDayAnswer
    expect(answer).toMatchObject({ chauffeur: DANA.name, from: dayFromToday(0), days: CHAUFFEUR_DAY_DAYS })
    expect(answer.rides.map((ride) => [ride.reference, ride.leg, ride.answer, tokenOf(ride.link)])).toEqual([
      [ref, "pickup", "accepted", today.ride],
    ])
    expect(answer.rides[0]).toMatchObject({ signName: "Maria Lopez", vehicle: { makeModel: "Cadillac XTS", plate: "MP 1042" } })
    expect(othersIn(day.body, { site: host.url, customer: CUSTOMER })).toEqual([])
    // A customer's link is not a chauffeur's.
    expect((await send("/api/chauffeur/day", { headers: bearer(today.customer), from: "chauffeur" })).status).toBe(403)

    // Her feed, made from her link and read with its key alone: both her rides, each under its invite's UID, no price or
    // link; replaced, the old address answers 404 at once.
    const feedLink = async (method: "GET" | "POST") => {
      const reply = await send("/api/chauffeur/calendar-link", {
        method,
        headers: { ...bearer(today.ride), ...(method === "POST" ? { "Content-Type": "application/json" } : {}) },
        body: method === "POST" ? "{}" : undefined,
        from: "chauffeur",
      })
      expect(reply.status).toBe(200)
      const url = json(reply).url
      return typeof url === "string" ? new URL(url).pathname : null
    }
    expect(await feedLink("GET")).toBeNull()
    const first = await feedLink("POST")
    expect(first).toMatch(new RegExp(`^${CHAUFFEUR_FEED_PATH}[A-Za-z0-9_-]+\\.ics$`))
    const feed = await send(first!)
    expect([feed.status, header(feed, "content-type"), header(feed, "cache-control")]).toEqual([
      200,
      ["text/calendar; charset=utf-8"],
      ["no-store"],
    ])
    expect(icsEvents(feed.body).map((event) => event.UID)).toEqual(
      expect.arrayContaining([ref, danasFirstRide].map((reference) => `${reference}@${BUSINESS_DOMAIN}`)),
    )
    expect(icsEvents(feed.body)).toHaveLength(2)
    const event = icsEvents(feed.body).find((one) => one.UID === invite.UID)
    expect([event?.SEQUENCE, event?.DTSTART]).toEqual([invite.SEQUENCE, invite.DTSTART])
    expect(othersIn(feed.body, { site: host.url, customer: CUSTOMER })).toEqual([])
    expect(feed.body).not.toMatch(/#t=|https?:/)
    const second = await feedLink("POST")
    expect([(await send(first!)).status, (await send(second!)).status]).toEqual([404, 200])
  })

  it("takes the ride through its day: the chauffeur's taps, the customer's emails on the way and on location, the extras at Done, the waiting charged in 15-minute steps; the statement sent once as text and PDF under two sends at once and a retry, then a numbered correction; then the sweep completes it once its day is over", async () => {
    const ref = today.reference
    const tap = async (status: string) => {
      const reply = await act("chauffeur", { token: today.ride, action: "ride-status", status })
      expect([status, reply.status, reply.status === 200 ? "" : json(reply).error]).toEqual([status, 200, ""])
    }
    await tap("on-the-way")
    const onTheWay = await theMail(CUSTOMER, new RegExp(`^Your chauffeur is on the way: ${ref}$`))
    expect(textOf(onTheWay)).toContain(`Dana Rivera, Black Cadillac XTS, plate MP 1042; their mobile: ${DANA.mobile}`)
    await tap("on-location")
    const here = textOf(await theMail(CUSTOMER, new RegExp(`^Your chauffeur is here: ${ref}$`)))
    expect(here).toContain("Dana Rivera is waiting for your ride on")
    expect(here).toMatch(/Waiting is free until \d{1,2}:\d{2} [AP]M; after that it is charged at \$\d+\.\d{2} per 15 minutes\./)
    await tap("on-board")
    const extras = [
      { kind: "toll", note: "Tobin Bridge, inbound", amount: "2.05" },
      { kind: "parking", note: "Logan Central Parking", amount: "14.50" },
    ]
    expect((await act("chauffeur", { token: today.ride, action: "finish-ride", extras })).status).toBe(200)
    await theMail(BUSINESS_EMAIL, new RegExp(`^Ride done: ${ref}, ride there$`))
    const ride = (await viewAs("customer", today.customer)).ride
    expect(ride.map((leg) => [leg.leg, leg.statusLabel])).toEqual([["pickup", "Done"]])

    // The passenger kept her waiting: the pickup was an hour ago, Dana on location 47 minutes before the passenger was
    // on board (rewritten in the host's Blobs). 15 minutes free from her arrival, 32 charged: three 15-minute steps.
    const onBoard = stepTime(storedRecord(ref), "ride-on-board")
    const arrived = new Date(onBoard.getTime() - 47 * 60_000)
    rewriteRecord(ref, (record) => withStepAt(withPickupAgo(record, 1), "ride-on-location", arrived))
    const step = waitingStepDollars("executive-sedan")
    const freeUntil = new Date(Math.ceil(arrived.getTime() / 60_000) * 60_000 + 15 * 60_000)

    // Dispatch sends the statement from two tabs at once: one statement, one email, and the other refused. The customer's
    // email says it line by line, and so does its PDF, read back with pdf.js; the host's bundled function makes the PDF.
    const sendStatement = (key: string, more: Record<string, unknown> = {}) =>
      act("dispatch", { token: today.dispatch, action: "send-statement", ...more }, key ? { "Idempotency-Key": key } : {})
    const keys = [`statement-${ref}-first-tab`, `statement-${ref}-second-tab`]
    const both = await Promise.all(keys.map((key) => sendStatement(key)))
    expect(both.map((reply) => reply.status).sort()).toEqual([200, 409])
    const won = both.findIndex((reply) => reply.status === 200)
    expect(json(both[1 - won]).error).toBe(CLOSE_MESSAGES.sentAlready)
    const statement = (json(both[won]).booking as BookingView).statement!
    expect(statement).toMatchObject({ number: 1 })
    expect(statement.lines.find((line) => line.kind === "waiting")).toEqual({
      kind: "waiting",
      label: "Waiting, ride there",
      detail: `${bostonClock(freeUntil)} to ${bostonClock(onBoard)}, 3 × $${step.toFixed(2)}`,
      dollars: Math.round(3 * step * 100) / 100,
    })
    const read = await readStatementMail(await theMail(CUSTOMER, new RegExp(`^Statement 1 for ${ref}$`)), statement)
    expect(read.lines).toEqual(
      expect.arrayContaining([`Waiting, ride there $${(3 * step).toFixed(2)}`, "Toll, ride there $2.05", "Parking, ride there $14.50"]),
    )
    expect([read.notInText, read.notInPdf]).toEqual([[], []])
    expect(read.pdf.disposition).toContain(`${ref}-statement-1.pdf`)
    expect(read.pdf.lines).toContain(`Total $${statement.total.toFixed(2)}`)
    // The winning tab's request retried answers as it did and sends nothing more; the other tab's retried is refused again.
    // (With the ride's confirm and assign, and Dana's first assignment, that is the 8 a minute dispatch's office may send.)
    const retried = await sendStatement(keys[won])
    expect([retried.status, json(retried).message]).toEqual([200, json(both[won]).message])
    expect((json(retried).booking as BookingView).statement).toEqual(statement)
    const lost = await sendStatement(keys[1 - won])
    expect([lost.status, json(lost).error]).toEqual([409, CLOSE_MESSAGES.sentAlready])
    expect(mailsTo(CUSTOMER, new RegExp(`^Statement \\d for ${ref}`))).toHaveLength(1)
    expect((await viewAs("customer", today.customer)).statement).toEqual(statement)

    // The toll was $1.55: the correction is statement 2, says which it replaces, and stands on the customer's page.
    const corrected = await sendStatement("", { correction: true, extras: [{ ...extras[0], amount: "1.55" }, extras[1]] })
    expect(corrected.status).toBe(200)
    const correction = (json(corrected).booking as BookingView).statement!
    expect(correction).toMatchObject({ number: 2, replaces: 1, total: Math.round((statement.total - 0.5) * 100) / 100 })
    const second = await theMail(CUSTOMER, new RegExp(`^Statement 2 for ${ref}, replaces statement 1$`))
    expect(textOf(second)).toContain("Statement 1 no longer applies.")
    const readSecond = await readStatementMail(second, correction)
    expect([readSecond.notInText, readSecond.notInPdf, readSecond.lines]).toEqual([
      [],
      [],
      expect.arrayContaining(["Toll, ride there $1.55"]),
    ])
    expect(readSecond.pdf.disposition).toContain(`${ref}-statement-2.pdf`)
    expect(mailsTo(CUSTOMER, new RegExp(`^Statement \\d for ${ref}`))).toHaveLength(2)
    expect((await viewAs("customer", today.customer)).statement).toEqual(correction)

    // The day over (the ride moved to yesterday in the host's Blobs, as the clock cannot be): the host's scheduled
    // sweep marks it completed, by the system, and it alone; a second sweep finds nothing more to do.
    expect(storedRecord(ref)).toMatchObject({ lifecycle: { state: "confirmed" } })
    rewriteRecord(ref, rideMovedToYesterday)
    const swept = await send("/.netlify/functions/redeliver")
    expect([swept.status, json(swept).completed]).toEqual([200, 1])
    expect(recordsHolding(ref)[0].record).toMatchObject({ lifecycle: { state: "completed" } })
    expect((recordsHolding(ref)[0].record.lifecycle as { history: { by: string }[] }).history.at(-1)).toMatchObject({
      state: "completed",
      by: "system",
    })
    expect((await viewAs("customer", today.customer)).state).toBe("completed")
    expect(json(await send("/.netlify/functions/redeliver")).completed).toBe(0)
    expect(host.log()).not.toMatch(/strong consistency|uncachedEdgeURL/)
  })

  /** A ride booked from the form by `customer` (its links' tokens, from dispatch's and the customer's emails), confirmed by `dispatch`. */
  const bookedAndConfirmed = async (fields: Record<string, unknown>, { customer, dispatch }: { customer: Client; dispatch: Client }) => {
    const requested = await postJson("booking-requests", validBooking(fields), {}, customer)
    expect(requested.status).toBe(201)
    const ref = String(json(requested).reference)
    const links = {
      ref,
      dispatch: linkToken(await theMail(BUSINESS_EMAIL, new RegExp(`^Confirm or decline ${ref}: `)), /\/booking/),
      customer: linkToken(await theMail(CUSTOMER, new RegExp(`^Your booking request ${ref} `)), /\/booking/),
    }
    const confirmed = await act(dispatch, { token: links.dispatch, action: "confirm" })
    expect(confirmed.status).toBe(200)
    return { ...links, fare: (json(confirmed).booking as BookingView).fare }
  }
  /** The answer of a chauffeur's link, as their phone reads it. */
  const sheetOf = (token: string, phone: Client) => send("/api/booking-status", { headers: bearer(token), from: phone })

  it("warns dispatch of the chauffeur's overlapping ride and a smaller car before saving, and saves despite it; a ride given back is flagged again and dispatch told; reassigned, the first chauffeur's link ends and the customer hears who comes instead; a change accepted and a cancellation reach the chauffeur", async () => {
    const people = { dispatch: onRide(1, "dispatch"), customer: onRide(1, "customer"), dana: onRide(1, "chauffeur"), sam: onRide(1, "sam") }
    // Dispatch signs in again (the first test signed out) to see its day.
    const asked = signInMails().length
    expect((await postJson("dispatch/sign-in", { email: BUSINESS_EMAIL }, {}, people.dispatch)).status).toBe(202)
    await until(() => signInMails().length > asked)
    const session = /\/dispatch#s=([A-Za-z0-9_-]+)/.exec(textOf(signInMails().at(-1)!))?.[1]
    const opened = await postJson("dispatch/session", { token: session }, {}, people.dispatch)
    expect(opened.status).toBe(200)
    const cookie = header(opened, "set-cookie")[0].split(";")[0]
    const onTheDay = async (reference: string) =>
      rides(await send(`/api/dispatch/day?from=${BOOKED_DAY}&days=1`, { headers: { Cookie: cookie }, from: people.dispatch })).find(
        (entry) => entry.reference === reference,
      )

    // A customer books the Luxury SUV's class at the time of Dana's first ride.
    const danasTime = (await onTheDay(danasFirstRide))!.time
    const booked = await bookedAndConfirmed({ vehicle: "luxury-suv", time: danasTime }, people)
    const ref = booked.ref
    const dispatchAct = (body: Record<string, unknown>) => act(people.dispatch, { token: booked.dispatch, ...body })
    const assign = (chauffeur: string, despite?: true) =>
      dispatchAct({ action: "assign", leg: "pickup", chauffeur, vehicle: danaInTheCadillac.vehicle, ...(despite ? { despite } : {}) })
    const ridesSent = (to: string) => mailsTo(to, new RegExp(`^New ride ${ref}: `))

    // Dana and the Cadillac: the host warns of both before saving anything; saved once dispatch assigns despite them.
    const warned = await assign(danaInTheCadillac.chauffeur)
    expect([warned.status, json(warned).error]).toEqual([
      409,
      expect.stringMatching(new RegExp(`^${ASSIGNMENT_MESSAGES.warned} .*Dana Rivera.*${danasFirstRide}`)),
    ])
    expect(json(warned).error).toContain("The Cadillac XTS is an Executive Sedan; the customer booked a Luxury SUV.")
    expect(storedRecord(ref).lifecycle!.history.map((event) => event.step)).not.toContain("chauffeur-assigned")
    expect(await onTheDay(ref)).toMatchObject({ chauffeur: null, needsChauffeur: true })
    expect((await assign(danaInTheCadillac.chauffeur, true)).status).toBe(200)
    await until(() => ridesSent(DANA.email).length === 1)
    const givenBack = linkToken(ridesSent(DANA.email)[0], /\/ride/)
    expect(await onTheDay(ref)).toMatchObject({ chauffeur: { text: "Dana Rivera, Black Cadillac XTS, MP 1042" }, needsChauffeur: false })

    // Dana gives it back with her reason: flagged again in dispatch's day, dispatch emailed the reason, her link ended.
    const note = "My car is in the shop that morning."
    expect((await act(people.dana, { token: givenBack, action: "decline-ride", note })).status).toBe(200)
    expect(textOf(await theMail(BUSINESS_EMAIL, new RegExp(`^Ride given back: ${ref}, .* needs a chauffeur$`)))).toContain(note)
    expect(await onTheDay(ref)).toMatchObject({ chauffeur: null, needsChauffeur: true })
    const declined = await sheetOf(givenBack, people.dana)
    expect([declined.status, json(declined).error]).toEqual([403, RIDE_MESSAGES.ended])

    // Assigned to her again, she accepts and the customer is told; then Sam is put on it instead: Dana is told and her
    // link ends at once; once Sam accepts, the customer hears that he comes instead (his mobile kept back).
    expect((await assign(danaInTheCadillac.chauffeur, true)).status).toBe(200)
    await until(() => ridesSent(DANA.email).length === 2)
    const danas = linkToken(ridesSent(DANA.email)[1], /\/ride/)
    expect((await act(people.dana, { token: danas, action: "accept-ride" })).status).toBe(200)
    await theMail(CUSTOMER, new RegExp(`^Your chauffeur for ${ref}: Dana Rivera$`))
    expect((await assign(samsId, true)).status).toBe(200)
    const off = await theMail(DANA.email, new RegExp(`^Off ride ${ref}: the ride there on `))
    expect(textOf(off)).toContain("your link to it no longer opens it")
    expect(linkToken(off, /\/ride/)).toBe("")
    const taken = await sheetOf(danas, people.dana)
    expect([taken.status, json(taken).error]).toEqual([403, RIDE_MESSAGES.ended])
    const sams = linkToken(await theMail(SAM.email, new RegExp(`^New ride ${ref}: `)), /\/ride/)
    expect((await act(people.sam, { token: sams, action: "accept-ride" })).status).toBe(200)
    const instead = textOf(await theMail(CUSTOMER, new RegExp(`^Your chauffeur for ${ref}: Sam Okafor$`)))
    expect(instead).toContain("Sam Okafor now comes instead of Dana Rivera.")
    expect(instead).not.toContain(SAM.mobile)
    expect((await viewAs(people.customer, booked.customer)).chauffeurs.map((who) => who.name)).toEqual(["Sam Okafor"])

    // The customer moves the pickup and dispatch accepts: Sam is emailed the change, on the same link.
    const change = await act(people.customer, { token: booked.customer, action: "request-change", changes: { time: "10:30 AM" } })
    expect(change.status).toBe(200)
    expect((await dispatchAct({ action: "accept-change", change: (json(change).booking as BookingView).change!.step })).status).toBe(200)
    const moved = await theMail(SAM.email, new RegExp(`^Changed: ride ${ref}, now the ride there on .* at 10:30 AM$`))
    expect(textOf(moved)).toContain(`Pickup time: ${danasTime} → 10:30 AM`)
    expect(linkToken(moved, /\/ride/)).toBe(sams)
    expect(json(await sheetOf(sams, people.sam)).ride).toMatchObject({ time: "10:30 AM", answer: "accepted" })

    // The customer cancels: Sam is emailed, and his link shows the ride cancelled, with nothing left to do.
    const { policy } = await viewAs(people.customer, booked.customer)
    expect((await act(people.customer, { token: booked.customer, action: "cancel", terms: policy?.kind, fee: policy?.fee })).status).toBe(
      200,
    )
    await theMail(SAM.email, new RegExp(`^Cancelled: ride ${ref}, the ride there on `))
    expect(json(await sheetOf(sams, people.sam)).ride).toMatchObject({ state: "cancelled", actions: [] })
    // No email a chauffeur was sent about it holds a price, the customer's email or another party's link.
    const theirs = [DANA.email, SAM.email].flatMap((to) => mailsTo(to, new RegExp(ref)))
    expect(theirs).toHaveLength(6)
    for (const mail of theirs)
      expect([mailHeader(mail, "subject"), othersIn(textOf(mail), { site: host.url, customer: CUSTOMER })]).toEqual([
        mailHeader(mail, "subject"),
        [],
      ])
  })

  it("a no-show: refused until the free waiting is over, then offered to the chauffeur; reported, dispatch approves it from its page, the customer is told the fee in dollars and the ride ends there", async () => {
    const people = { dispatch: onRide(2, "dispatch"), customer: onRide(2, "customer"), dana: onRide(2, "chauffeur") }
    const booked = await bookedAndConfirmed({ ...pickupIn(1), vehicle: "executive-sedan" }, people)
    const ref = booked.ref
    expect((await act(people.dispatch, { token: booked.dispatch, action: "assign", leg: "pickup", ...danaInTheCadillac })).status).toBe(200)
    const ride = linkToken(await theMail(DANA.email, new RegExp(`^New ride ${ref}: `)), /\/ride/)
    const dana = (body: Record<string, unknown>) => act(people.dana, { token: ride, ...body })
    const offered = async () => (json(await sheetOf(ride, people.dana)).ride as RideSheet).actions
    const refused = async (body: Record<string, unknown>, error: string) => {
      const reply = await dana(body)
      expect([body.action, reply.status, json(reply).error]).toEqual([body.action, 409, error])
    }
    expect((await dana({ action: "accept-ride" })).status).toBe(200)
    expect((await dana({ action: "ride-status", status: "on-location" })).status).toBe(200)
    // There before the pickup: the free time has not begun, so no no-show is offered, and one reported is refused.
    expect(await offered()).not.toContain("report-no-show")
    await refused({ action: "report-no-show" }, PROGRESS_MESSAGES.noShowEarly)
    // The pickup an hour ago (rewritten in the host's Blobs): on location for 14 minutes is not enough; for 16 it is.
    const onLocationFor = (minutes: number) =>
      rewriteRecord(ref, (record) => withStepAt(withPickupAgo(record, 1), "ride-on-location", new Date(Date.now() - minutes * 60_000)))
    onLocationFor(14)
    await refused({ action: "report-no-show" }, PROGRESS_MESSAGES.noShowEarly)
    onLocationFor(16)
    expect(await offered()).toContain("report-no-show")
    expect((await dana({ action: "report-no-show" })).status).toBe(200)
    await theMail(BUSINESS_EMAIL, new RegExp(`^No-show reported on ${ref}: answer it$`))

    // Dispatch's page offers the answer; approved, the customer is emailed the fee, Dana released, the ride over.
    expect((await viewAs(people.dispatch, booked.dispatch)).actions).toEqual(expect.arrayContaining(["approve-no-show", "refuse-no-show"]))
    expect((await act(people.dispatch, { token: booked.dispatch, action: "approve-no-show" })).status).toBe(200)
    const missed = textOf(await theMail(CUSTOMER, new RegExp(`^Missed pickup: ${ref}$`)))
    expect(missed).toContain(`Under our terms a no-show is charged the full trip price: $${booked.fare}.`)
    await theMail(DANA.email, new RegExp(`^No-show confirmed: ${ref}$`))
    await refused({ action: "ride-status", status: "on-board" }, PROGRESS_MESSAGES.finished)
    expect(storedRecord(ref).lifecycle!.history.at(-1)).toMatchObject({ step: "no-show-approved", by: "dispatch" })
    expect(host.log()).not.toMatch(/strong consistency|uncachedEdgeURL/)
  })
})

describe("the pages on the host", () => {
  let rules: HeaderRule[]
  beforeAll(() => {
    rules = parseHeaderRules(fs.readFileSync(path.join(host.dir, "public", "_headers"), "utf8"))
  })

  const ONCE = [
    "content-security-policy",
    "strict-transport-security",
    "x-content-type-options",
    "referrer-policy",
    "permissions-policy",
    "x-frame-options",
    "cross-origin-opener-policy",
    "cache-control",
  ]

  it("each carry every security header once, with the page's own policy, and are revalidated", async () => {
    const pages = rules.filter(
      (rule) =>
        !rule.pattern.includes("*") &&
        !rule.pattern.startsWith("/admin") &&
        rule.headers.some(([name]) => name === "Content-Security-Policy"),
    )
    expect(pages.length).toBeGreaterThan(60)
    for (const { pattern } of pages) {
      const page = await send(pattern)
      expect([pattern, page.status]).toEqual([pattern, pattern === "/404.html" || pattern.startsWith("/404") ? expect.any(Number) : 200])
      for (const name of ONCE) expect([pattern, name, header(page, name).length]).toEqual([pattern, name, 1])
      expect([pattern, header(page, "x-xss-protection")]).toEqual([pattern, []])
      expect(header(page, "referrer-policy")).toEqual(["strict-origin-when-cross-origin"])
      // The emulation's own file server sets Cache-Control on static files and its value wins over
      // _headers' (the host honours _headers): the value is checked in the file the host reads.
      expect([pattern, headersFor(rules, pattern)["cache-control"]]).toEqual([pattern, CACHE_REVALIDATE])
      // The policy the page got allows exactly the inline scripts of the HTML it got.
      const policy = header(page, "content-security-policy")[0]
      for (const hash of inlineScriptHashes(page.body)) expect([pattern, policy]).toEqual([pattern, expect.stringContaining(hash)])
      expect(policy).not.toContain("'unsafe-eval'")
    }
  })

  it("keep hashed files immutable and page data revalidated, each with one Cache-Control", async () => {
    const home = await send("/")
    // Gatsby's bundles, named by their content (the page starts them after its first paint).
    const scripts = [...home.body.matchAll(/"(\/[\w-]+-[0-9a-f]{16,}\.js)"/g)].map((match) => match[1])
    const images = [...home.body.matchAll(/(\/static\/[0-9a-f]{32}\/[^" ]+\.webp)/g)].map((match) => match[1])
    expect(scripts.length).toBeGreaterThan(0)
    expect(images.length).toBeGreaterThan(0)
    for (const file of [scripts[0], images[0]]) {
      const asset = await send(file)
      expect([file, asset.status, header(asset, "cache-control").length]).toEqual([file, 200, 1])
      expect(headersFor(rules, file)["cache-control"]).toBe(CACHE_IMMUTABLE)
    }
    const dataPath = "/page-data/index/page-data.json"
    const data = await send(dataPath)
    expect([data.status, header(data, "cache-control").length]).toEqual([200, 1])
    expect(headersFor(rules, dataPath)["cache-control"]).toBe(CACHE_REVALIDATE)
  })

  it("give the editor at /admin its own policy", async () => {
    const admin = await send("/admin/")
    expect(admin.status).toBe(200)
    expect(header(admin, "content-security-policy")).toEqual([expect.stringContaining("script-src 'self' 'unsafe-eval'")])
    expect(header(admin, "x-robots-tag")).toEqual(["noindex, nofollow"])
    for (const name of ONCE) expect([name, header(admin, name).length]).toEqual([name, 1])
  })
})

test("a blog post published in the editor is on the host after its build, with its picture, and listed on the blog", async () => {
  const reader = await browser!.newPage({ viewport: DESKTOP })
  try {
    const errors = collectErrors(reader)
    await reader.goto(`${host.url}${routes.blogPost(NEW_POST.slug)}`)
    await reader.getByRole("heading", { level: 1, name: NEW_POST.title }).waitFor()
    await reader.getByText(NEW_POST.bodyStart).waitFor()
    const picture = reader.getByRole("img", { name: NEW_POST.alt }).first()
    await picture.scrollIntoViewIfNeeded()
    await reader.waitForFunction(
      (alt) => [...document.querySelectorAll<HTMLImageElement>(`img[alt="${alt}"]`)].some((img) => img.complete && img.naturalWidth > 0),
      NEW_POST.alt,
    )
    await reader.goto(`${host.url}${routes.blogs}`)
    await reader
      .getByRole("link", { name: new RegExp(NEW_POST.title) })
      .first()
      .waitFor()
    expect(errors).toEqual([])
  } finally {
    await reader.close()
  }
})
