import { useEffect, useRef, useState } from "react"
import type { UseFormReturn } from "react-hook-form"
import type { BookingFormValues } from "../../booking/booking-schema"

const RETURN_ROUTE = ["returnPickup", "returnDropoff"] as const

/**
 * "Return by a different route": off, the return comes back the way it went (both ends empty). On,
 * its two ends start as that reversed route, so only the end that differs needs typing, and an end
 * the visitor has not changed keeps following the ride there (a pickup corrected later is still
 * where the return ends).
 */
export function useReturnRoute(
  form: Pick<UseFormReturn<BookingFormValues>, "getValues" | "setValue" | "clearErrors">,
  pickup: string,
  dropoff: string,
) {
  const { getValues, setValue, clearErrors } = form
  const [otherRoute, setOtherRoute] = useState(() => RETURN_ROUTE.some((name) => Boolean(getValues(name))))
  const outbound = useRef({ pickup, dropoff })
  useEffect(() => {
    const before = outbound.current
    outbound.current = { pickup, dropoff }
    if (!otherRoute) return
    if (getValues("returnPickup") === before.dropoff && before.dropoff !== dropoff) setValue("returnPickup", dropoff)
    if (getValues("returnDropoff") === before.pickup && before.pickup !== pickup) setValue("returnDropoff", pickup)
  }, [pickup, dropoff, otherRoute, getValues, setValue])

  const chooseOtherRoute = (other: boolean) => {
    setOtherRoute(other)
    setValue("returnPickup", other ? dropoff : "")
    setValue("returnDropoff", other ? pickup : "")
    if (!other) clearErrors([...RETURN_ROUTE])
  }
  return { otherRoute, chooseOtherRoute }
}
