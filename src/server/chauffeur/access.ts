/**
 * Who a chauffeur's ride link speaks for (docs/CHAUFFEURS.md, "Your day and your calendar"): the chauffeur of the
 * assignment it was sent for, while that assignment still holds its leg. The booking is read with strong
 * consistency, as every check of a credential that can be revoked: a chauffeur taken off the ride loses their day
 * through that link at once.
 */
import { legHeldAt } from "../../booking-loop/assignments"
import { bookingRecordName, lifecycleOf } from "../booking-loop/records"
import { verifyLinkFor } from "../booking-loop/tokens"
import type { RecordStore } from "../records/store"

/** The chauffeur a ride link speaks for: the roster's id and the name as assigned. */
export interface RideHolder {
  id: string
  name: string
}

/**
 * The chauffeur of a valid ride link whose assignment holds its leg; "invalid" for anything that is not a valid,
 * unexpired chauffeur's link to a booking on record, "ended" when its assignment no longer holds the leg.
 */
export async function rideHolder(store: RecordStore, secret: string, token: unknown, now: Date): Promise<RideHolder | "invalid" | "ended"> {
  const claims = verifyLinkFor(secret, token, now, { role: "chauffeur" })
  if (!claims || claims.step === undefined) return "invalid"
  const stored = await store.get(bookingRecordName(claims.reference), { consistency: "strong" })
  if (!stored) return "invalid"
  const held = legHeldAt(lifecycleOf(stored.record).history, claims.step)
  return held ? { id: held.chauffeur.id, name: held.chauffeur.name } : "ended"
}
