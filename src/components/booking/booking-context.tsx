import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react"

/** Values a Book Now button can fill in ahead of time, e.g. from a service or town page. */
export interface BookingPreset {
  serviceType?: string
  pickupLocation?: string
}

interface BookingContextValue {
  isOpen: boolean
  /** True once the modal has been opened, so its code stays mounted (keeping typed values) after closing. */
  hasOpened: boolean
  preset: BookingPreset
  open: (preset?: BookingPreset) => void
  close: () => void
}

const BookingContext = createContext<BookingContextValue | undefined>(undefined)
BookingContext.displayName = "BookingContext"

/** Loads the booking modal's code (form, schema, calendar, dialog); called on the first sign of intent. */
export const loadBookingDialog = () => import(/* webpackChunkName: "booking-dialog" */ "./booking-dialog")

export function preloadBooking(): void {
  void loadBookingDialog()
}

export function BookingProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false)
  const [hasOpened, setHasOpened] = useState(false)
  const [preset, setPreset] = useState<BookingPreset>({})

  const open = useCallback((next: BookingPreset = {}) => {
    setPreset(next)
    setHasOpened(true)
    setOpen(true)
  }, [])
  const close = useCallback(() => setOpen(false), [])

  const value = useMemo(() => ({ isOpen, hasOpened, preset, open, close }), [isOpen, hasOpened, preset, open, close])
  return <BookingContext.Provider value={value}>{children}</BookingContext.Provider>
}

export function useBooking(): BookingContextValue {
  const context = useContext(BookingContext)
  if (!context) throw new Error("useBooking must be used inside <BookingProvider>")
  return context
}
