import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from "react"
import { useBooking, loadBookingDialog, preloadBookingOnFirstInput } from "./booking-context"
import { useBusiness } from "../../hooks/use-business"
import { useVehiclePictures } from "./use-vehicle-pictures"

const BookingDialog = lazy(loadBookingDialog)
const BookingWarmUp = lazy(() => loadBookingDialog().then((m) => ({ default: m.BookingWarmUp })))

/**
 * Renders the booking modal inside the page once a visitor has asked for it. Before that, on the
 * first sign of a visitor using the page, its code is run and its form rendered once out of sight,
 * at low priority: the form's styles are then in the page and its code warm, so a tap on Book Now
 * paints the dialog at once.
 */
export function BookingHost() {
  const { hasOpened, isOpen, preset, close } = useBooking()
  const business = useBusiness()
  const pictures = useVehiclePictures()
  const [warming, setWarming] = useState(false)
  useEffect(() => preloadBookingOnFirstInput(() => startTransition(() => setWarming(true))), [])
  const warmed = useCallback(() => setWarming(false), [])
  if (!hasOpened) {
    // The closed dialog is rendered too (it shows nothing): its lazy component is then resolved, so
    // opening it later does not pass through Suspense, which would hold the dialog back a moment.
    return warming ? (
      <Suspense fallback={null}>
        <BookingDialog isOpen={false} preset={preset} onClose={close} phone={business.phones[0]} pictures={pictures} />
        <BookingWarmUp phone={business.phones[0]} pictures={pictures} onDone={warmed} />
      </Suspense>
    ) : null
  }
  return (
    <Suspense fallback={null}>
      <BookingDialog isOpen={isOpen} preset={preset} onClose={close} phone={business.phones[0]} pictures={pictures} />
    </Suspense>
  )
}
