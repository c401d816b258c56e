/**
 * Benchmark of dispatch's day view (docs/DISPATCH.md, docs/PERFORMANCE.md): a week's view
 * (`GET /api/dispatch/day?from=<today>&days=7`) over 5,000 bookings on record, their pickup days spread
 * over a year (half behind today, half ahead), asked with a signed-in session cookie over HTTP.
 *
 * - On the local outbox under `gatsby serve` (what `npm start` serves): the bar is 300 ms.
 * - On the host's emulation with its Blobs store: a scratch copy built with the host's adapter and served
 *   by its emulation offline (a few minutes more, for the build), the week's time reported beside the time
 *   of one booking's view there (`GET /api/booking-status`, what `/booking` reads), so a reader sees the week
 *   cost a small multiple of one booking, not a multiple of 5,000.
 *
 * The records are made the way the booking endpoint makes them (validated and estimated by its definition)
 * in the states of a real year (requested, quoted, confirmed, declined, cancelled; completed behind today),
 * and written through the record store's own API (so each store writes its index by pickup day), into the
 * outbox folder `gatsby serve` is given, or into the emulation's Blobs folder through a second local Blobs
 * server over the same folder.
 *
 *   npm run build && npm run bench:dispatch-day
 *   npm run bench:dispatch-day -- --local    the local outbox only (no host build)
 *   BENCH_RUNS=20 BENCH_BOOKINGS=5000         measured requests of each kind (default 15), bookings on record
 */
import { randomBytes } from "node:crypto"
import { mkdtemp, rm } from "node:fs/promises"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { addDays } from "../../src/booking-loop/day-view"
import type { BookingRecord, Lifecycle, LifecycleEvent } from "../../src/booking-loop/model"
import { todayInBusinessZone } from "../../src/booking/calendar-date"
import { bookingLinks } from "../../src/server/booking-loop/links"
import { bookingRecordName } from "../../src/server/booking-loop/records"
import { sessionToken, SESSION_COOKIE } from "../../src/server/dispatch/session"
import { createBlobsStore } from "../../src/server/records/blobs"
import { createOutboxStore } from "../../src/server/records/local-outbox"
import type { RecordStore } from "../../src/server/records/store"
import { newReference } from "../../src/server/reference"
import { bookingRecordOf, validBookingRecord } from "../../src/server/test-support/bookings"
import { startBlobs } from "../../src/server/test-support/peers"
import { startHostEmulation } from "../../tests/host/emulation"
import { machine, median, requireBuild, round, writeResults } from "./report"
import { BenchError, fail, freePort, gatsbyServe, stop, waitForServer } from "./serve"

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 5000)
const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const WEEK = 7
const DAYS_ON_RECORD = 365
const BAR_MS = 300
/** Writes at once while seeding: enough to keep a store busy, few enough for a 2-core machine. */
const SEED_CONCURRENCY = 16
const DISPATCH = "dispatch@merrimack.test"
const SITE = "https://www.merrimack.test"

const secret = randomBytes(32).toString("hex")
const today = todayInBusinessZone()
const firstDay = addDays(today, -Math.floor(DAYS_ON_RECORD / 2))

/** A small deterministic generator, so every run seeds the same year. */
function generator(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** The kinds of booking a year holds, each validated and estimated by the booking endpoint once. */
async function templates(): Promise<BookingRecord[]> {
  const kinds: Record<string, unknown>[] = [
    { serviceType: "airport" },
    { serviceType: "airport", vehicle: "executive-sedan", pickupLocation: "40 Main Street, Nashua, NH", passengers: "1" },
    { serviceType: "airport", vehicle: "stretch-limousine", dropoffLocation: "Manchester-Boston Regional Airport", passengers: "6" },
    { serviceType: "corporate", hours: "3", flightNumber: "", vehicle: "executive-sedan" },
    { serviceType: "wedding", hours: "5", flightNumber: "", vehicle: "stretch-limousine", passengers: "8" },
    { serviceType: "event", hours: "4", flightNumber: "", stops: ["100 Legends Way, Boston, MA"] },
    { serviceType: "hourly", hours: "2", flightNumber: "" },
    { serviceType: "long-distance", flightNumber: "", dropoffLocation: "1 Atlantic Avenue, Portland, ME", vehicle: "" },
  ]
  const names = [
    ["Maria", "Lopez"],
    ["James", "O'Connor"],
    ["Priya", "Raman"],
    ["Tom", "Nguyen"],
    ["Ellen", "Shaw"],
    ["Ade", "Okafor"],
    ["Sofia", "Russo"],
    ["Dan", "Whitman"],
  ]
  // Validated for a day ahead (a request is never for a past day); each record then takes its own day.
  return Promise.all(
    kinds.map((kind, i) =>
      validBookingRecord({
        firstName: names[i][0],
        lastName: names[i][1],
        email: `${names[i][0].toLowerCase()}@example.com`,
        ...kind,
      }),
    ),
  )
}

const SLOTS = ["5:00 AM", "6:30 AM", "7:30 AM", "9:00 AM", "11:30 AM", "1:00 PM", "3:30 PM", "5:00 PM", "7:00 PM", "9:30 PM"]

/** The lifecycle of a booking made `made` and picked up on `day`, in a state as a real year has them. */
function lifecycleOf(booking: BookingRecord, day: string, made: string, roll: number): Lifecycle {
  const at = (minutes: number) => new Date(Date.parse(made) + minutes * 60_000).toISOString()
  const requested: LifecycleEvent = { state: "requested", at: made, by: "customer" }
  const fare = booking.estimate.kind === "estimate" ? (booking.estimate.amount ?? booking.estimate.high) : 480
  const confirmed: LifecycleEvent = { state: "confirmed", at: at(40), by: "dispatch", fare }
  const past = day < today
  if (roll < 0.06) return { state: "cancelled", history: [requested, confirmed, { state: "cancelled", at: at(600), by: "customer" }] }
  if (roll < 0.1)
    return { state: "declined", history: [requested, { state: "declined", at: at(30), by: "dispatch", note: "No car free that day." }] }
  if (past) return { state: "completed", history: [requested, confirmed, { state: "completed", at: `${day}T23:59:00.000Z`, by: "system" }] }
  if (roll < 0.25) return { state: "requested", history: [requested] }
  if (roll < 0.35) {
    const quote = { fare: fare + 40, includes: "Tolls, gratuity and 30 minutes of waiting", expiresAt: at(48 * 60) }
    return { state: "quoted", history: [requested, { state: "quoted", at: at(30), by: "dispatch", quote }] }
  }
  return { state: "confirmed", history: [requested, confirmed] }
}

interface Sample {
  reference: string
  booking: BookingRecord
}

interface Seeded {
  /** The booking written first, whose view is timed alone on the store and again beside the week's. */
  sample: Sample
  /** The bookings of the measured week. */
  inWeek: number
  seconds: number
}

/**
 * Writes BOOKINGS bookings through the store's own API (each store writes its index by pickup day): first one
 * booking of the week, then `withOne` (with that booking alone on record), then the others.
 */
async function seed(store: RecordStore, withOne: (sample: Sample) => Promise<void>): Promise<Seeded> {
  // The index was built long ago on a store in use: its first listing marks the (empty) store as indexed.
  await store.list({ kind: "booking", day: today })
  const kinds = await templates()
  const random = generator(40)
  const weekEnd = addDays(today, WEEK - 1)
  let inWeek = 0
  const write = async (booking: BookingRecord, made: string, lifecycle: Lifecycle): Promise<string> => {
    let reference = newReference()
    const record = () => bookingRecordOf(reference, booking, { receivedAt: made, lifecycle })
    while ((await store.create(bookingRecordName(reference), record())) === "exists") reference = newReference()
    if (booking.date >= today && booking.date <= weekEnd) inWeek += 1
    return reference
  }
  const sampleBooking: BookingRecord = { ...kinds[0], date: addDays(today, 1), time: "9:00 AM" }
  const sampleMade = new Date(Date.now() - 3 * 86_400_000).toISOString()
  const sample = {
    reference: await write(sampleBooking, sampleMade, lifecycleOf(sampleBooking, sampleBooking.date, sampleMade, 0.5)),
    booking: sampleBooking,
  }
  await withOne(sample)

  const started = Date.now()
  let next = 1
  const writer = async () => {
    while (next < BOOKINGS) {
      next += 1
      const day = addDays(firstDay, Math.floor(random() * DAYS_ON_RECORD))
      const kind = kinds[next % kinds.length]
      const booking: BookingRecord = { ...kind, date: day, time: SLOTS[Math.floor(random() * SLOTS.length)] }
      const made = new Date(Date.parse(`${day}T12:00:00.000Z`) - (1 + Math.floor(random() * 30)) * 86_400_000).toISOString()
      await write(booking, made, lifecycleOf(booking, day, made, random()))
    }
  }
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, writer))
  return { sample, inWeek, seconds: round((Date.now() - started) / 1000, 1) }
}

/** One GET over HTTP, timed from the request to the last byte of the answer. */
function timedGet(url: string, headers: Record<string, string>): Promise<{ status: number; ms: number; body: string }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    http
      .get(url, { headers }, (res) => {
        let body = ""
        res.setEncoding("utf8")
        res.on("data", (chunk: string) => (body += chunk))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6, body }))
      })
      .on("error", reject)
  })
}

interface Timing {
  medianMs: number
  p95Ms: number
  minMs: number
  maxMs: number
  runs: number
}

/** The nearest-rank percentile. */
const percentile = (values: readonly number[], p: number) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]

/** Two requests to warm up, then RUNS timed one after another; each answer checked by `check`. */
async function measure(url: string, headers: Record<string, string>, check: (body: string) => void): Promise<Timing> {
  const times: number[] = []
  for (let run = -2; run < RUNS; run += 1) {
    const answer = await timedGet(url, headers)
    if (answer.status !== 200) throw new BenchError(`${url} answered ${answer.status}: ${answer.body.slice(0, 400)}`)
    check(answer.body)
    if (run >= 0) times.push(answer.ms)
  }
  return {
    medianMs: round(median(times), 1),
    p95Ms: round(percentile(times, 95), 1),
    minMs: round(Math.min(...times), 1),
    maxMs: round(Math.max(...times), 1),
    runs: times.length,
  }
}

/** One booking's view (`/api/booking-status`, what /booking reads) on the site at `base`, opened by dispatch's link. */
function measureOneBooking(base: string, { reference, booking }: Sample): Promise<Timing> {
  const token = new URL(bookingLinks({ bookingLinkSecret: secret, siteUrl: SITE }, reference, booking).dispatch).hash.slice("#t=".length)
  return measure(`${base}/api/booking-status`, { Authorization: `Bearer ${token}` }, (body) => {
    if ((JSON.parse(body) as { booking?: { reference?: string } }).booking?.reference !== reference)
      throw new BenchError(`The booking's view was not of ${reference}: ${body.slice(0, 200)}`)
  })
}

interface SiteFigures {
  seedSeconds: number
  ridesInWeek: number
  week: Timing
  oneBooking: Timing
  /** One booking's view while it was the only booking on record. */
  oneBookingAlone: Timing
  weekOverOneBooking: number
}

/** Seeds the store of the site at `base` (one booking's view timed while it is alone), then times the week's view and that booking's again. */
async function measureSite(
  label: string,
  base: string,
  store: () => Promise<{ store: RecordStore; done(): Promise<void> }>,
): Promise<SiteFigures> {
  const opened = await store()
  let oneBookingAlone: Timing | undefined
  let seeded: Seeded
  try {
    console.log(`Seeding ${BOOKINGS} bookings into the ${label} store...`)
    seeded = await seed(opened.store, async (sample) => {
      oneBookingAlone = await measureOneBooking(base, sample)
      show(`${label}, one booking, alone`, oneBookingAlone)
    })
    console.log(`  ${seeded.seconds} s; ${seeded.inWeek} of them in the week from ${today}`)
  } finally {
    await opened.done()
  }
  const cookie = `${SESSION_COOKIE}=${sessionToken(secret, { email: DISPATCH, id: randomBytes(16).toString("hex") }, new Date())}`
  let ridesInWeek = 0
  const week = await measure(`${base}/api/dispatch/day?from=${today}&days=${WEEK}`, { Cookie: cookie }, (body) => {
    ridesInWeek = (JSON.parse(body) as { rides: unknown[] }).rides.length
    if (ridesInWeek !== seeded.inWeek)
      throw new BenchError(`The week's view listed ${ridesInWeek} rides; ${seeded.inWeek} were seeded in it`)
  })
  const oneBooking = await measureOneBooking(base, seeded.sample)
  show(`${label}, week (7 days)`, week)
  show(`${label}, one booking`, oneBooking)
  const weekOverOneBooking = round(week.medianMs / oneBooking.medianMs, 1)
  console.log(`the week costs ${weekOverOneBooking} × one booking's view (median)`)
  if (!oneBookingAlone) throw new BenchError("One booking's view was not measured")
  return { seedSeconds: seeded.seconds, ridesInWeek, week, oneBooking, oneBookingAlone, weekOverOneBooking }
}

const show = (label: string, t: Timing) =>
  console.log(`${label.padEnd(34)} median ${t.medianMs} ms, p95 ${t.p95Ms} ms (${t.runs} runs, ${t.minMs}–${t.maxMs} ms)`)

const siteEnv = { RATE_LIMIT_PER_MINUTE: "0", BOOKING_LINK_SECRET: secret, DISPATCH_EMAIL: DISPATCH, SITE_URL: SITE }

/** The local outbox under `gatsby serve` of the project's build, seeded through the store's API. */
async function local() {
  requireBuild()
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), "bench-dispatch-outbox-"))
  const port = await freePort()
  const env: NodeJS.ProcessEnv = { ...process.env, ...siteEnv, OUTBOX: "on", OUTBOX_DIR: outboxDir, GATSBY_TELEMETRY_DISABLED: "1" }
  for (const name of ["SMTP_URL", "SMTP_HOST", "WEBHOOK_URL"]) delete env[name]
  const child = gatsbyServe(port, env)
  try {
    await waitForServer(`http://127.0.0.1:${port}/`, child, 120_000)
    const figures = await measureSite("local outbox", `http://127.0.0.1:${port}`, async () => ({
      store: createOutboxStore(outboxDir),
      done: async () => undefined,
    }))
    return { store: "local outbox under gatsby serve", ...figures }
  } finally {
    await stop(child)
    await rm(outboxDir, { recursive: true, force: true })
  }
}

/** The host's emulation, its Blobs store seeded through a second local Blobs server over the same folder. */
async function host() {
  console.log("Building a scratch copy with the host's adapter and serving it with the host's emulation (a few minutes)...")
  const emulation = await startHostEmulation(siteEnv, { readyWithinMs: 900_000 })
  try {
    const figures = await measureSite("host's Blobs", emulation.url, async () => {
      // The emulation's functions reach its own Blobs server over this folder; offline, its site is "unlinked".
      const blobs = await startBlobs(path.join(emulation.dir, ".netlify", "blobs-serve"))
      return { store: createBlobsStore(blobs.location("unlinked")), done: () => blobs.close() }
    })
    return { store: "the host's emulation offline, Netlify adapter, Blobs store", ...figures }
  } finally {
    await emulation.stop()
  }
}

async function main(): Promise<void> {
  const localFigures = await local()
  const hostFigures = process.argv.includes("--local") ? undefined : await host()
  const met = localFigures.week.p95Ms <= BAR_MS
  console.log(`\nlocal week p95 ${localFigures.week.p95Ms} ms (bar ≤ ${BAR_MS} ms: ${met ? "met" : "NOT met"})`)
  const file = writeResults("dispatch-day", {
    endpoint: `/api/dispatch/day?from=<today>&days=${WEEK}`,
    bookingsOnRecord: BOOKINGS,
    pickupDaysSpread: `${DAYS_ON_RECORD} days from ${firstDay}`,
    today,
    local: localFigures,
    ...(hostFigures ? { host: hostFigures } : {}),
    bar: { weekMs: BAR_MS, on: "local outbox, p95", met },
  })
  console.log(`\n${machine()}\nWritten to ${file}`)
  if (!met) process.exitCode = 1
}

main().catch((error: unknown) =>
  fail(error instanceof BenchError ? error.message : `bench-dispatch-day failed: ${error instanceof Error ? error.stack : String(error)}`),
)
