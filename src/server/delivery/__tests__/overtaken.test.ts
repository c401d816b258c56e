import type { LifecycleEvent } from "../../../booking-loop/model"
import { overtaken } from "../jobs"

const at = "2026-12-01T12:00:00.000Z"
const step = (state: LifecycleEvent["state"], extra: Partial<LifecycleEvent> = {}): LifecycleEvent => ({
  state,
  at,
  by: "dispatch",
  ...extra,
})

test("a step is overtaken once a later one moved the booking to another state; steps that leave the state as it is do not", () => {
  const history = [step("requested"), step("confirmed"), step("confirmed", { step: "change-requested" }), step("cancelled")]
  expect(overtaken(history, 1)).toBe(true)
  expect(overtaken(history, 2)).toBe(true)
  expect(overtaken(history, 3)).toBe(false)
  const changed = [
    step("requested"),
    step("confirmed"),
    step("confirmed", { step: "change-requested" }),
    step("confirmed", { step: "change-accepted" }),
  ]
  expect(overtaken(changed, 1)).toBe(false)
  expect(overtaken(changed, 2)).toBe(false)
  // A quote the customer accepted before its email went out is not sent: they read "confirmed", not "Accept".
  expect(overtaken([step("requested"), step("quoted"), step("confirmed", { step: "quote-accepted" })], 1)).toBe(true)
})
