/** @jest-environment node */
import { endedSince } from "../ended"
import type { LifecycleEvent, TripChange } from "../model"

const at = "2026-12-01T12:00:00.000Z"
const step = (state: LifecycleEvent["state"], extra: Partial<LifecycleEvent> = {}): LifecycleEvent => ({
  state,
  at,
  by: "dispatch",
  ...extra,
})
const change = {} as TripChange
const asked = (state: LifecycleEvent["state"] = "confirmed") => step(state, { step: "change-requested", change })
const quote = (fare: number) => step("quoted", { quote: { fare, includes: "Tolls.", expiresAt: at } })
const offer = (answers: number) => step("confirmed", { step: "offer-made", answers, offer: { fare: 400, expiresAt: at } })

test("a step is ended once a later one moved the booking to another state", () => {
  const history = [step("requested"), step("confirmed"), asked(), step("cancelled")]
  expect([1, 2, 3].map((revision) => endedSince(history, revision))).toEqual([true, true, false])
  // A quote the customer accepted before its email went out is not sent: they read "confirmed", not "Accept".
  expect(endedSince([step("requested"), quote(300), step("confirmed", { step: "quote-accepted" })], 1)).toBe(true)
})

test("a change asked is ended by its answer, its withdrawal or the next change; a change applied stands", () => {
  const accepted = [step("requested"), step("confirmed"), asked(), step("confirmed", { step: "change-accepted", answers: 2 })]
  expect([1, 2, 3].map((revision) => endedSince(accepted, revision))).toEqual([false, true, false])
  expect(endedSince([step("requested"), step("confirmed"), asked(), step("confirmed", { step: "change-withdrawn", answers: 2 })], 2)).toBe(
    true,
  )
  expect(endedSince([step("requested"), step("confirmed"), asked(), asked()], 2)).toBe(true)
  expect(endedSince([step("requested"), step("confirmed"), asked(), step("confirmed", { step: "links-replaced" })], 2)).toBe(false)
  const applied = [
    step("requested"),
    step("requested", { step: "change-applied", change }),
    step("requested", { step: "change-applied", change }),
  ]
  expect(endedSince(applied, 1)).toBe(false)
})

test("an offer is ended by its answer, its lapse or the customer's next change; a quote by the next quote; links by the next replacement", () => {
  const base = [step("requested"), step("confirmed"), asked(), offer(2)]
  expect(endedSince(base, 3)).toBe(false)
  expect(endedSince([...base, step("confirmed", { step: "offer-expired", answers: 2 })], 3)).toBe(true)
  expect(endedSince([...base, asked()], 3)).toBe(true)
  expect(endedSince([step("requested"), quote(300), asked("quoted")], 1)).toBe(false)
  expect(endedSince([step("requested"), quote(300), quote(320)], 1)).toBe(true)
  const links = step("confirmed", { step: "links-replaced" })
  expect(endedSince([step("requested"), step("confirmed"), links, links], 2)).toBe(true)
  expect(endedSince([step("requested"), step("confirmed"), links, links], 3)).toBe(false)
})
