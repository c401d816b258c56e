/** @jest-environment node */
/**
 * The record store's contract, one suite run against each implementation: the local outbox in a
 * temporary folder, and Netlify Blobs against a real local Blobs server on loopback (the one the
 * host's emulation runs).
 */
import { mkdtemp, rm } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { randomUUID } from "node:crypto"
import { loadConfig } from "../../config"
import { createDelivery, type Delivery } from "../../delivery"
import { DELIVERY_LEASE_MS } from "../../limits"
import { capturingLogger, startBlobs, startSmtp, type BlobsPeer, type SmtpPeer } from "../../test-support/peers"
import { getStore } from "@netlify/blobs"
import { createBlobsStore, INDEX_STORE, RECORDS_STORE } from "../blobs"
import { listRecords } from "../listing"
import { createOutboxStore } from "../local-outbox"
import type { RecordStore, StoredRecord } from "../store"

interface Implementation {
  name: string
  setUp(): Promise<void>
  /** A new, empty store (each test its own). */
  open(): RecordStore
  tearDown(): Promise<void>
}

function localOutbox(): Implementation {
  let root = ""
  return {
    name: "the local outbox",
    async setUp() {
      root = await mkdtemp(path.join(os.tmpdir(), "mp-records-"))
    },
    open: () => createOutboxStore(path.join(root, randomUUID())),
    tearDown: () => rm(root, { recursive: true, force: true }),
  }
}

function netlifyBlobs(): Implementation {
  let server: BlobsPeer | undefined
  return {
    name: "Netlify Blobs (local Blobs server)",
    async setUp() {
      server = await startBlobs()
    },
    // A site of its own per test: an empty store.
    open: () => createBlobsStore(server!.location(`site-${randomUUID()}`)),
    tearDown: async () => server?.close(),
  }
}

const record = (overrides: Partial<StoredRecord> = {}): StoredRecord => ({
  kind: "booking",
  reference: "MP-2345-6789",
  receivedAt: "2026-11-24T12:00:00.000Z",
  status: "pending",
  channels: {},
  attempts: [],
  data: { firstName: "Maria", specialRequests: 'Two child seats — "rear-facing"' },
  ...overrides,
})

describe.each([localOutbox(), netlifyBlobs()])("the record store contract: $name", (implementation) => {
  let store: RecordStore
  beforeAll(() => implementation.setUp())
  afterAll(() => implementation.tearDown())
  beforeEach(() => {
    store = implementation.open()
  })

  it("creates a record only if its name is new, and reads it back whole", async () => {
    expect(await store.get("booking-MP-2345-6789")).toBeNull()
    expect(await store.create("booking-MP-2345-6789", record())).toBe("created")
    expect(await store.create("booking-MP-2345-6789", record({ reference: "MP-OTHER" }))).toBe("exists")
    const read = await store.get("booking-MP-2345-6789")
    expect(read?.record).toEqual(record())
    expect(read?.version).toEqual(expect.any(String))
  })

  it("updates a record, and gives the update a new version", async () => {
    await store.create("booking-a", record())
    const before = await store.get("booking-a")
    expect(await store.update("booking-a", record({ status: "delivered" }))).toBe("updated")
    const after = await store.get("booking-a")
    expect(after?.record.status).toBe("delivered")
    expect(after?.version).not.toBe(before?.version)
  })

  it("refuses a conditional update when the record changed since it was read, and keeps the first change", async () => {
    await store.create("booking-a", record())
    const read = await store.get("booking-a")
    expect(await store.update("booking-a", record({ status: "delivered" }), { ifVersion: read!.version })).toBe("updated")
    expect(await store.update("booking-a", record({ status: "needs-attention" }), { ifVersion: read!.version })).toBe("conflict")
    expect((await store.get("booking-a"))?.record.status).toBe("delivered")
  })

  it("of two conditional updates of one version at once, exactly one wins", async () => {
    await store.create("booking-a", record())
    const read = await store.get("booking-a")
    const outcomes = await Promise.all(
      (["delivered", "needs-attention"] as const).map((status) =>
        store.update("booking-a", record({ status }), { ifVersion: read!.version }),
      ),
    )
    expect(outcomes.sort()).toEqual(["conflict", "updated"])
    const winner = outcomes[0] === "updated" ? "delivered" : "needs-attention"
    expect(["delivered", "needs-attention"]).toContain((await store.get("booking-a"))?.record.status)
    expect(winner).toBeDefined()
  })

  it("lists names, by status and by kind", async () => {
    await store.create("booking-a", record())
    await store.create("booking-b", record({ status: "delivered" }))
    await store.create("contact-c", record({ kind: "contact", status: "suspected-spam", spamReason: "honeypot filled" }))
    await store.bindKey("request-booking-abcdefgh", "MP-2345-6789")
    expect(await store.list()).toEqual(["booking-a", "booking-b", "contact-c"])
    expect(await store.list({ status: "pending" })).toEqual(["booking-a"])
    expect(await store.list({ kind: "booking" })).toEqual(["booking-a", "booking-b"])
    expect(await store.list({ status: "suspected-spam", kind: "contact" })).toEqual(["contact-c"])
    expect(await store.list({ status: "needs-attention" })).toEqual([])
  })

  it("lists bookings by their state, and follows a record as it moves on", async () => {
    const confirmed = {
      state: "confirmed" as const,
      history: [{ state: "confirmed" as const, at: "2026-11-24T12:05:00.000Z", by: "dispatch" as const }],
    }
    await store.create("booking-a", record({ status: "delivered", lifecycle: confirmed }))
    await store.create("booking-b", record({ status: "delivered" }))
    await store.create("contact-c", record({ kind: "contact" }))
    expect(await store.list({ kind: "booking", state: "confirmed" })).toEqual(["booking-a"])
    expect(await store.list({ state: "requested" })).toEqual(["booking-b"])

    // Pending → delivered, confirmed → cancelled, and a record removed: each listing follows at once.
    expect(await store.list({ status: "pending" })).toEqual(["contact-c"])
    await store.update("contact-c", record({ kind: "contact", status: "delivered" }))
    await store.update("booking-a", record({ status: "pending", lifecycle: { state: "cancelled", history: confirmed.history } }))
    expect(await store.list({ status: "pending" })).toEqual(["booking-a"])
    expect(await store.list({ kind: "booking", state: "confirmed" })).toEqual([])
    await store.remove("booking-a")
    expect(await store.list({ status: "pending" })).toEqual([])
  })

  it("lists bookings by pickup day, and follows a booking whose day moves (an index by day, kept with the record)", async () => {
    const on = (date: string, overrides: Partial<StoredRecord> = {}) => record({ data: { firstName: "Maria", date }, ...overrides })
    await store.create("booking-a", on("2026-12-01"))
    await store.create("booking-b", on("2026-12-02"))
    await store.create("booking-c", on("2026-12-01", { status: "delivered" }))
    await store.create("contact-d", on("2026-12-01", { kind: "contact" }))
    expect(await store.list({ kind: "booking", day: "2026-12-01" })).toEqual(["booking-a", "booking-c"])
    expect(await store.list({ day: "2026-12-02" })).toEqual(["booking-b"])
    expect(await store.list({ day: "2026-12-03" })).toEqual([])

    // Moved from the 1st to the 3rd (a conditional update, as the loop writes), then removed: each day follows at once.
    const a = await store.get("booking-a")
    expect(await store.update("booking-a", on("2026-12-03"), { ifVersion: a?.version })).toBe("updated")
    expect(await store.list({ day: "2026-12-01" })).toEqual(["booking-c"])
    expect(await store.list({ day: "2026-12-03" })).toEqual(["booking-a"])
    await store.update("booking-c", on("2026-12-01", { status: "pending" }))
    expect(await store.list({ day: "2026-12-01", status: "pending" })).toEqual(["booking-c"])
    await store.remove("booking-b")
    expect(await store.list({ day: "2026-12-02" })).toEqual([])
    expect(await store.list({ day: "../../etc" })).toEqual([])
  })

  it("lists the records themselves as list names them, each read once, by day and by status alike", async () => {
    const on = (date: string, overrides: Partial<StoredRecord> = {}) => record({ data: { firstName: "Maria", date }, ...overrides })
    await store.create("booking-b", on("2026-12-01", { status: "delivered" }))
    await store.create("booking-a", on("2026-12-01"))
    await store.create("booking-c", on("2026-12-02"))
    await store.create("contact-d", on("2026-12-01", { kind: "contact" }))
    for (const filter of [
      { kind: "booking" as const, day: "2026-12-01" },
      { status: "pending" as const },
      { kind: "booking" as const },
      {},
    ]) {
      const entries = await store.listEntries(filter)
      expect([filter, entries.map((entry) => entry.name)]).toEqual([filter, await store.list(filter)])
      for (const { name, record: listed } of entries) expect(listed).toEqual((await store.get(name))?.record)
    }
    expect((await store.listEntries({ kind: "booking", day: "2026-12-01" })).map((entry) => entry.name)).toEqual(["booking-a", "booking-b"])
    // A booking moved to another day leaves the first day's listing at once.
    await store.update("booking-a", on("2026-12-02"))
    expect((await store.listEntries({ day: "2026-12-01", kind: "booking" })).map((entry) => entry.record.status)).toEqual(["delivered"])
    expect((await store.listEntries({ day: "2026-12-02" })).map((entry) => entry.name)).toEqual(["booking-a", "booking-c"])
  })

  it("lists a booking on its return's day too, and follows a return that moves or is dropped", async () => {
    const trip = (date: string, returnDate?: string) =>
      record({
        data: { firstName: "Maria", date, ...(returnDate ? { returnTrip: true, returnDate } : { returnTrip: false, returnDate: "" }) },
      })
    await store.create("booking-a", trip("2026-12-01", "2026-12-03"))
    await store.create("booking-b", trip("2026-12-03", "2026-12-03"))
    // A return day the booking form left behind once the box was unticked is no ride.
    await store.create("booking-c", record({ data: { date: "2026-12-02", returnTrip: false, returnDate: "2026-12-03" } }))
    expect(await store.list({ day: "2026-12-01" })).toEqual(["booking-a"])
    expect(await store.list({ kind: "booking", day: "2026-12-03" })).toEqual(["booking-a", "booking-b"])

    // The return moved to the 4th (a conditional update, as the loop writes), then dropped: its days follow at once, the pickup's stays.
    const a = await store.get("booking-a")
    expect(await store.update("booking-a", trip("2026-12-01", "2026-12-04"), { ifVersion: a?.version })).toBe("updated")
    expect(await store.list({ day: "2026-12-03" })).toEqual(["booking-b"])
    expect(await store.list({ day: "2026-12-04" })).toEqual(["booking-a"])
    await store.update("booking-a", trip("2026-12-01"))
    expect(await store.list({ day: "2026-12-04" })).toEqual([])
    expect(await store.list({ day: "2026-12-01" })).toEqual(["booking-a"])
    await store.update("booking-b", trip("2026-12-02", "2026-12-05"))
    expect(await store.list({ day: "2026-12-02" })).toEqual(["booking-b", "booking-c"])
    expect(await store.list({ day: "2026-12-03" })).toEqual([])
    await store.remove("booking-b")
    expect(await store.list({ day: "2026-12-05" })).toEqual([])
  })

  it("lists records for dispatch, newest first, each with who and why it is where it is", async () => {
    await store.create(
      "booking-a",
      record({
        reference: "MP-AAAA-AAAA",
        receivedAt: "2026-11-24T10:00:00.000Z",
        status: "suspected-spam",
        spamReason: "filled in 300 ms",
        data: { firstName: "Maria", lastName: "Lopez", email: "maria@example.com" },
      }),
    )
    await store.create(
      "booking-b",
      record({
        reference: "MP-BBBB-BBBB",
        receivedAt: "2026-11-24T11:00:00.000Z",
        status: "suspected-spam",
        spamReason: "honeypot filled",
      }),
    )
    await store.create(
      "booking-c",
      record({
        reference: "MP-CCCC-CCCC",
        status: "needs-attention",
        channels: { smtp: { status: "failed", at: "2026-11-25T12:00:00.000Z", error: "connect ECONNREFUSED" } },
      }),
    )
    const spam = await listRecords(store, { status: "suspected-spam" })
    expect(spam.map((entry) => entry.record.reference)).toEqual(["MP-BBBB-BBBB", "MP-AAAA-AAAA"])
    expect(spam[1].line).toContain("Maria Lopez, maria@example.com | spam? filled in 300 ms")
    const [attention] = await listRecords(store, { status: "needs-attention" })
    expect(attention.line).toMatch(/needs-attention\s+booking\s+MP-CCCC-CCCC .*smtp: connect ECONNREFUSED/)
  })

  it("removes a record", async () => {
    await store.create("contact-c", record({ kind: "contact" }))
    await store.remove("contact-c")
    expect(await store.get("contact-c")).toBeNull()
    expect(await store.list()).toEqual([])
  })

  it("five creates of one name at once: one is created, four are told it exists", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, i) => store.create("subscription-x", record({ reference: `MP-000${i}-0000` }))),
    )
    expect(outcomes.filter((o) => o === "created")).toHaveLength(1)
    expect(outcomes.filter((o) => o === "exists")).toHaveLength(4)
  })

  it("binds an idempotency key once: five binds at once agree on the first value", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => store.bindKey("request-booking-0123456789", `MP-000${i}-0000`)))
    expect(new Set(results.map((r) => r.value)).size).toBe(1)
    expect(results.filter((r) => r.first)).toHaveLength(1)
    expect(await store.bindKey("request-booking-0123456789", "MP-9999-9999")).toEqual({ value: results[0].value, first: false })
  })

  it("reads a key's bound value without binding it", async () => {
    expect(await store.boundValue("dispatch-signed-out-0123")).toBeNull()
    expect(await store.boundValue("dispatch-signed-out-0123")).toBeNull()
    expect(await store.bindKey("dispatch-signed-out-0123", "signed-out")).toEqual({ value: "signed-out", first: true })
    expect(await store.boundValue("dispatch-signed-out-0123")).toBe("signed-out")
  })

  it("refuses names that are not safe as file names and keys", async () => {
    await expect(store.create("../etc/passwd", record())).rejects.toThrow(/Unsafe record name/)
    await expect(store.get("Booking-A")).rejects.toThrow(/Unsafe record name/)
  })

  describe("with delivery over it", () => {
    // A contact message as its endpoint records it: one email to dispatch per delivery.
    const message = {
      name: "Dan Whitman",
      email: "dan@example.com",
      phone: "603-555-0199",
      message: "Do you have a sprinter van for 12 people?",
    }
    let smtp: SmtpPeer
    beforeEach(async () => {
      smtp = await startSmtp()
    })
    afterEach(() => smtp.close())
    const deliveryOver = (over: RecordStore): Delivery =>
      createDelivery({
        config: loadConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, OUTBOX: "off" }),
        logger: capturingLogger(),
        store: over,
      })

    it("a crash between 'recorded' and 'delivered' leaves the record pending; it is redelivered once its lease ends, once", async () => {
      // What `deliver` has written when the process dies before any channel was tried.
      const receivedAt = new Date()
      const crashed = record({
        kind: "contact",
        receivedAt: receivedAt.toISOString(),
        nextAttemptAt: new Date(receivedAt.getTime() + DELIVERY_LEASE_MS).toISOString(),
        data: message,
      })
      await store.create("contact-MP-2345-6789", crashed)
      const delivery = deliveryOver(store)

      expect(await delivery.redeliverDue(new Date(receivedAt.getTime() + 60_000))).toMatchObject({ delivered: 0, pending: 0 })
      expect(smtp.mails).toHaveLength(0)
      expect((await store.get("contact-MP-2345-6789"))?.record.status).toBe("pending")

      const afterLease = new Date(receivedAt.getTime() + DELIVERY_LEASE_MS + 1)
      expect(await delivery.redeliverDue(afterLease)).toMatchObject({ delivered: 1 })
      expect(smtp.mails).toHaveLength(1)
      const delivered = (await store.get("contact-MP-2345-6789"))?.record
      expect(delivered).toMatchObject({ status: "delivered", channels: { smtp: { status: "delivered" } } })
      expect(delivered?.attempts).toHaveLength(1)
      expect(delivered).not.toHaveProperty("nextAttemptAt")

      expect(await delivery.redeliverDue(new Date(afterLease.getTime() + DELIVERY_LEASE_MS))).toMatchObject({ delivered: 0 })
      expect(smtp.mails).toHaveLength(1)
    })

    it("two instances sweeping at once send a due record once", async () => {
      await store.create("contact-MP-2345-6789", record({ kind: "contact", data: message }))
      const [a, b] = [deliveryOver(store), deliveryOver(store)]
      const reports = await Promise.all([a.redeliverDue(), b.redeliverDue()])
      expect(reports[0].delivered + reports[1].delivered).toBe(1)
      expect(smtp.mails).toHaveLength(1)
    })

    it("one requestId at two instances at once: one record, one reference, one delivery", async () => {
      const [a, b] = [deliveryOver(store), deliveryOver(store)]
      const request = { kind: "contact" as const, data: message, requestId: "0f3c2a1e-5b7d-4c8e-9a6f-1d2e3f4a5b6c" }
      const results = await Promise.all([a.deliver(request), b.deliver(request), a.deliver(request), b.deliver(request)])
      const references = results.map((r) => (r.outcome === "accepted" ? r.reference : r.outcome))
      expect(new Set(references).size).toBe(1)
      expect(await store.list({ kind: "contact" })).toEqual([`contact-${references[0]}`])
      expect(smtp.mails).toHaveLength(1)
    })
  })
})

describe("the Blobs store's index of open work", () => {
  let server: BlobsPeer
  beforeAll(async () => {
    server = await startBlobs()
  })
  afterAll(() => server.close())

  it("finds records kept before the index existed, once, then lists from the index alone", async () => {
    const location = server.location(`site-${randomUUID()}`)
    const raw = getStore({ name: RECORDS_STORE, ...location, uncachedEdgeURL: location.edgeURL, consistency: "strong" })
    // Records as a deploy before the index wrote them: in the records store only.
    await raw.set("booking-a", JSON.stringify(record()))
    await raw.set("booking-b", JSON.stringify(record({ status: "delivered" })))
    const store = createBlobsStore(location)
    expect(await store.list({ status: "pending" })).toEqual(["booking-a"])

    // From now on a listing reads the index: a record written around the store is not in it (every
    // write of the site goes through the store, which indexes it).
    await raw.set("booking-c", JSON.stringify(record()))
    await store.create("booking-d", record())
    expect(await store.list({ status: "pending" })).toEqual(["booking-a", "booking-d"])
    expect(await store.list()).toEqual(["booking-a", "booking-b", "booking-c", "booking-d"])
  })

  it("indexes by pickup day the bookings an index without days held, once, and drops a moved booking's old day", async () => {
    const location = server.location(`site-${randomUUID()}`)
    const raw = getStore({ name: RECORDS_STORE, ...location, uncachedEdgeURL: location.edgeURL, consistency: "strong" })
    const index = getStore({ name: INDEX_STORE, ...location, uncachedEdgeURL: location.edgeURL, consistency: "strong" })
    // As a deploy before the days wrote them: the record, and an index built without days.
    await raw.set("booking-a", JSON.stringify(record({ data: { date: "2026-12-01" } })))
    await index.set("built", "2026-11-01T00:00:00.000Z")
    const store = createBlobsStore(location)
    expect(await store.list({ day: "2026-12-01" })).toEqual(["booking-a"])
    await store.update("booking-a", record({ data: { date: "2026-12-04" } }))
    const markers = (await index.list({ prefix: "day-" })).blobs.map((blob) => blob.key)
    expect(markers).toEqual(["day-2026-12-04/booking-a"])
  })

  it("indexes the returns' days of the bookings an index by pickup day alone held, once", async () => {
    const location = server.location(`site-${randomUUID()}`)
    const raw = getStore({ name: RECORDS_STORE, ...location, uncachedEdgeURL: location.edgeURL, consistency: "strong" })
    const index = getStore({ name: INDEX_STORE, ...location, uncachedEdgeURL: location.edgeURL, consistency: "strong" })
    // As a deploy before the returns' days: the booking marked under its pickup day alone, in an index built with those.
    await raw.set("booking-a", JSON.stringify(record({ data: { date: "2026-12-01", returnTrip: true, returnDate: "2026-12-02" } })))
    await index.set("day-2026-12-01/booking-a", "")
    await index.set("built-with-days", "2026-11-01T00:00:00.000Z")
    const store = createBlobsStore(location)
    expect(await store.list({ day: "2026-12-02" })).toEqual(["booking-a"])
    expect(await store.list({ day: "2026-12-01" })).toEqual(["booking-a"])
  })
})
