/** A roster for the loop's tests: two chauffeurs (one sharing their mobile with customers, one not) and two cars. */
import type { Roster } from "../../booking-loop/roster"
import { currentRoster, saveRoster } from "../dispatch/roster"
import type { RecordStore } from "../records/store"

export const DANA = { name: "Dana Rivera", mobile: "(978) 555-0142", email: "dana@example.com", shareMobile: true }
export const SAM = { name: "Sam Okafor", mobile: "(603) 555-0199", email: "sam@example.com", shareMobile: false }

/** The store's roster, saved first when it has none. */
export async function seedRoster(store: RecordStore, by: string): Promise<Roster> {
  const now = await currentRoster(store)
  if (now.roster.chauffeurs.length > 0) return now.roster
  const saved = await saveRoster(
    store,
    now.generation,
    {
      chauffeurs: [DANA, SAM],
      vehicles: [
        { makeModel: "Cadillac XTS", colour: "Black", plate: "MP 1042", vehicleClass: "executive-sedan" },
        { makeModel: "Lincoln Navigator", colour: "Black", plate: "NH 4410", vehicleClass: "luxury-suv" },
      ],
    },
    by,
    new Date(),
  )
  if (saved.kind !== "saved") throw new Error("the roster was not saved")
  return saved.answer.roster
}
