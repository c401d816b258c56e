import { lazy, Suspense, useEffect } from "react"
import { useBooking, loadBookingDialog, preloadBookingOnFirstInput } from "./booking-context"
import { useBusiness } from "../../hooks/use-business"
import { useVehiclePictures } from "./use-vehicle-pictures"

const BookingDialog = lazy(loadBookingDialog)

/** Renders the booking modal inside the page once a visitor has asked for it. */
export function BookingHost() {
  const { hasOpened, isOpen, preset, close } = useBooking()
  const business = useBusiness()
  const pictures = useVehiclePictures()
  useEffect(preloadBookingOnFirstInput, [])
  if (!hasOpened) return null
  return (
    <Suspense fallback={null}>
      <BookingDialog isOpen={isOpen} preset={preset} onClose={close} phone={business.phones[0]} pictures={pictures} />
    </Suspense>
  )
}
