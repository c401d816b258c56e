/**
 * The return leg of the booking form: its state (the route back, "return by a different route", the
 * leg's messages forgotten when the return is no longer wanted) and its section of fields.
 */
import type { ChangeEvent } from "react"
import { returnRoute } from "../../booking/fare"
import type { BookingFormValues } from "../../booking/booking-schema"
import type { FieldKit } from "./field-kit"
import { CheckboxLabel, Field } from "./form-field"
import { DayField, TimeField, type BookingControl } from "./trip-fields"
import { useReturnRoute } from "./use-return-route"

/** The return leg's fields: their messages go with it when the visitor no longer wants a return. */
const RETURN_FIELDS = ["returnDate", "returnTime", "returnPickup", "returnDropoff"] as const

type RouteEnds = Pick<BookingFormValues, "pickupLocation" | "dropoffLocation" | "returnPickup" | "returnDropoff">

/**
 * The return leg's state, from the watched ends of both legs: `back`, the route back as the form
 * states it; `otherRoute` and `chooseOtherRoute` (use-return-route.ts); and the return checkbox's
 * `onReturnTripChange`, which clears the leg's messages when the return is unticked.
 */
export function useReturnLeg(form: Parameters<typeof useReturnRoute>[0], ends: RouteEnds) {
  const { clearErrors } = form
  const back = returnRoute(ends)
  const { otherRoute, chooseOtherRoute } = useReturnRoute(form, ends.pickupLocation, ends.dropoffLocation)
  const onReturnTripChange = (event: ChangeEvent<HTMLInputElement>) => event.target.checked || clearErrors(RETURN_FIELDS)
  return { back, otherRoute, chooseOtherRoute, onReturnTripChange }
}

interface Props {
  kit: FieldKit
  control: BookingControl
  /** Whether the return trip is ticked: its day, time and route show only then. */
  returnTrip: boolean
  leg: ReturnType<typeof useReturnLeg>
}

/** "Book the return trip" with the route back, then the return's day, time and, when it differs, its route. */
export function ReturnLegFields({ kit, control, returnTrip, leg }: Props) {
  const { register, message, a11y } = kit
  const { back, otherRoute, chooseOtherRoute, onReturnTripChange } = leg
  return (
    <>
      <div css={{ gridColumn: "1 / -1" }}>
        <CheckboxLabel>
          <input type="checkbox" aria-describedby="booking-return-route" {...register("returnTrip", { onChange: onReturnTripChange })} />
          Book the return trip
        </CheckboxLabel>
        <p css={{ margin: 0, fontSize: "0.8125rem" }} id="booking-return-route">
          Back from {back.from.trim() || "the dropoff"} to {back.to.trim() || "the pickup"}.
        </p>
      </div>
      {returnTrip && (
        <>
          <DayField kit={kit} control={control} name="returnDate" label="Return date" />
          <TimeField kit={kit} name="returnTime" label="Return pickup time" />
          <div css={{ gridColumn: "1 / -1" }}>
            <CheckboxLabel>
              <input type="checkbox" checked={otherRoute} onChange={(event) => chooseOtherRoute(event.target.checked)} />
              Return by a different route
            </CheckboxLabel>
          </div>
          {otherRoute && (
            <>
              <Field name="returnPickup" label="Return pickup location" error={message("returnPickup")}>
                <input type="text" {...register("returnPickup")} {...a11y("returnPickup")} />
              </Field>
              <Field name="returnDropoff" label="Return dropoff location" error={message("returnDropoff")}>
                <input type="text" {...register("returnDropoff")} {...a11y("returnDropoff")} />
              </Field>
            </>
          )}
        </>
      )}
    </>
  )
}
