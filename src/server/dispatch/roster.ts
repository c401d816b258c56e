/**
 * Dispatch's roster in the record store (docs/DISPATCH.md, "The roster"): each save binds the whole roster,
 * with who saved it and when, under the next generation `dispatch-roster-<n>`; the roster now is the latest
 * generation bound. A binding is never changed, so a save names the generation it edited and two saves from
 * the same page cannot both win (the second is told the roster changed, and shown it); and every earlier
 * roster stays on record, which is who changed a phone number, and when. A save that removes a chauffeur or a
 * vehicle still on a ride ahead changes nothing and names those rides (src/booking-loop/roster-removal.ts). That check
 * and an assignment are not serialised (the store has no transactions), so a save that removes entries looks at the
 * rides ahead again once bound: an assignment that landed in between holds its entry, which is put back at once.
 * An assignment that lands after that second look is flagged on the day view (day-rides.ts).
 */
import { randomBytes } from "node:crypto"
import { EMPTY_ROSTER, checkRoster, rosterIds, type Roster, type RosterAnswer } from "../../booking-loop/roster"
import { heldEntries, removedEntries, withHeldBack, type HeldEntry } from "../../booking-loop/roster-removal"
import type { ReadOptions, RecordStore } from "../records/store"
import { assignedRidesAhead } from "./assigned-legs"

const generationKey = (n: number) => `dispatch-roster-${n}`

interface Saved {
  roster: Roster
  by: string
  at: string
}

/**
 * The latest generation bound, in a number of reads that grows with the logarithm of the saves: generations
 * are bound one after another from 1, so the first unbound one is found by doubling, then halving.
 */
async function latestGeneration(store: RecordStore, options?: ReadOptions): Promise<{ n: number; saved: Saved | null }> {
  const read = async (n: number) => {
    const value = await store.boundValue(generationKey(n), options)
    return value === null ? null : (JSON.parse(value) as Saved)
  }
  let bound = 0
  let saved: Saved | null = null
  let unbound = 1
  for (;;) {
    const found = await read(unbound)
    if (!found) break
    bound = unbound
    saved = found
    unbound *= 2
  }
  while (unbound - bound > 1) {
    const middle = Math.floor((bound + unbound) / 2)
    const found = await read(middle)
    if (found) {
      bound = middle
      saved = found
    } else unbound = middle
  }
  return { n: bound, saved }
}

/** The roster now, with its generation (0 before the first save) and who saved it last. */
export async function currentRoster(store: RecordStore, options?: ReadOptions): Promise<RosterAnswer> {
  const { n, saved } = await latestGeneration(store, options)
  return { generation: n, roster: saved?.roster ?? EMPTY_ROSTER, savedBy: saved?.by ?? null, savedAt: saved?.at ?? null }
}

export type RosterSave =
  | { kind: "saved"; answer: RosterAnswer }
  | { kind: "stale"; answer: RosterAnswer }
  | { kind: "invalid"; errors: Record<string, string> }
  | { kind: "held"; held: HeldEntry[] }
  | { kind: "put-back"; held: HeldEntry[]; answer: RosterAnswer }

/** Binds the roster `saved` as generation `n`: null when another save bound it first. */
async function bindGeneration(store: RecordStore, n: number, saved: Saved): Promise<RosterAnswer | null> {
  const { first } = await store.bindKey(generationKey(n), JSON.stringify(saved))
  return first ? { generation: n, roster: saved.roster, savedBy: saved.by, savedAt: saved.at } : null
}

const STRONG: ReadOptions = { consistency: "strong" }

/** How many times the entries an assignment held are put back over saves that keep coming first. */
const PUT_BACK_ATTEMPTS = 5

/**
 * Puts the `held` entries of `before` back on the roster now, as the next generation: over whatever was saved since,
 * so a save from a page that read the roster without them cannot drop them again. After that many saves coming first,
 * the roster as it is (the day view flags a ride whose chauffeur or vehicle it lacks). Read strongly: a read that lags
 * the generations just bound would only try to bind one of them again.
 */
async function putBack(store: RecordStore, before: Roster, held: readonly HeldEntry[], by: string, at: Date): Promise<RosterAnswer> {
  for (let attempt = 0; attempt < PUT_BACK_ATTEMPTS; attempt += 1) {
    const now = await currentRoster(store, STRONG)
    const roster = withHeldBack(now.roster, before, held)
    if (removedEntries(roster, now.roster).length === 0) return now
    const bound = await bindGeneration(store, now.generation + 1, { roster, by, at: at.toISOString() })
    if (bound) return bound
  }
  return currentRoster(store, STRONG)
}

/**
 * Saves `sent` over the generation dispatch's page read (`seen`): refused as stale when another save came since,
 * and as held when it removes an entry still on a ride ahead of `at` (the rides are read only when it removes one).
 * Once bound, a save that removed entries reads the rides ahead again: an entry an assignment made meanwhile holds is
 * put back (`put-back`, with those rides and the roster now).
 */
export async function saveRoster(store: RecordStore, seen: number, sent: unknown, by: string, at: Date): Promise<RosterSave> {
  const now = await currentRoster(store)
  if (seen !== now.generation) return { kind: "stale", answer: now }
  const checked = checkRoster(sent, rosterIds(now.roster), () => randomBytes(6).toString("hex"))
  if (!checked.ok) return { kind: "invalid", errors: checked.errors }
  const removed = removedEntries(now.roster, checked.roster)
  const held = removed.length > 0 ? heldEntries(removed, await assignedRidesAhead(store, at)) : []
  if (held.length > 0) return { kind: "held", held }
  const answer = await bindGeneration(store, seen + 1, { roster: checked.roster, by, at: at.toISOString() })
  // Another save bound this generation a moment before: it won.
  if (!answer) return { kind: "stale", answer: await currentRoster(store) }
  if (removed.length === 0) return { kind: "saved", answer }
  // An assignment checked against the roster before this binding may have landed after the check above.
  const late = heldEntries(removed, await assignedRidesAhead(store, at))
  if (late.length === 0) return { kind: "saved", answer }
  return { kind: "put-back", held: late, answer: await putBack(store, now.roster, late, by, at) }
}
