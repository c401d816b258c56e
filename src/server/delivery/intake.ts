/**
 * Recording what arrives: the record of a new request (pending, and leased to its first attempt), the
 * record of a request kept as suspected spam, and the writing of either under a free reference.
 */
import { DELIVERY_LEASE_MS, REFERENCE_ATTEMPTS, SUSPECTED_SPAM_KEPT_MS } from "../limits"
import type { RecordKind, RecordStore, StoredRecord } from "../records/store"

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * A new request's record, before any channel is tried. With `leaseId` (there are channels) it carries
 * the lease of its first attempt, so nobody else tries before that attempt has had its chance. A
 * booking starts the booking loop, with the customer's request as its first step.
 */
export function pendingRecord(
  kind: RecordKind,
  data: unknown,
  reference: string,
  receivedAt: Date,
  leaseId: string | undefined,
): StoredRecord {
  const leaseEnds = iso(receivedAt.getTime() + DELIVERY_LEASE_MS)
  return {
    kind,
    reference,
    receivedAt: receivedAt.toISOString(),
    status: "pending",
    channels: {},
    attempts: [],
    ...(kind === "booking"
      ? { lifecycle: { state: "requested", history: [{ state: "requested", at: receivedAt.toISOString(), by: "customer" }] } }
      : {}),
    data,
    ...(leaseId !== undefined ? { lease: { id: leaseId, until: leaseEnds }, nextAttemptAt: leaseEnds } : {}),
  }
}

/** A request that looked automated, kept (never delivered) until SUSPECTED_SPAM_KEPT_MS after it arrived. */
export function suspectedSpamRecord(kind: RecordKind, data: unknown, reason: string, reference: string, receivedAt: number): StoredRecord {
  return {
    kind,
    reference,
    receivedAt: iso(receivedAt),
    status: "suspected-spam",
    spamReason: reason,
    expiresAt: iso(receivedAt + SUSPECTED_SPAM_KEPT_MS),
    channels: {},
    data,
  }
}

/**
 * Writes a new record under a fresh reference (or `fixedName`); the name and record written, or "exists"
 * for a taken fixed name (or a given reference already written).
 */
export async function createRecord(
  store: RecordStore,
  newReference: () => string,
  kind: RecordKind,
  make: (reference: string) => StoredRecord,
  fixedName?: string,
  givenReference?: string,
): Promise<{ name: string; record: StoredRecord } | "exists"> {
  let reference = givenReference ?? newReference()
  for (let draw = 0; draw < REFERENCE_ATTEMPTS; draw += 1, reference = newReference()) {
    const name = fixedName ?? `${kind}-${reference}`
    const record = make(reference)
    if ((await store.create(name, record)) === "created") return { name, record }
    if (fixedName || givenReference) return "exists"
  }
  throw new Error(`no free reference after ${REFERENCE_ATTEMPTS} draws`)
}
