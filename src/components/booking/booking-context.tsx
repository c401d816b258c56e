import { createContext, useContext, useState, type ReactNode } from "react"
import { createStore, useStore, type Store } from "../../lib/store"
import type { BookingPreset } from "./booking-form"

interface BookingState {
  isOpen: boolean
  /** True once the modal has been opened, so its code stays mounted (keeping typed values) after closing. */
  hasOpened: boolean
  preset: BookingPreset
}

interface BookingActions {
  open: (preset?: BookingPreset) => void
  close: () => void
}

type BookingContextValue = BookingState & BookingActions

/** The provider's value never changes (see src/lib/store.ts): the modal's state lives in a store. */
const BookingContext = createContext<(BookingActions & { store: Store<BookingState> }) | undefined>(undefined)
BookingContext.displayName = "BookingContext"

/**
 * Loads the booking modal's code (form, schema, calendar, dialog). The browser is told to fetch it
 * at idle, at the lowest priority, once the page's entry scripts have run (a prefetch: downloaded,
 * not run), by the page's entry loader (src/build/entry-scripts.ts), not by webpack's prefetch, which
 * added its links inside the app's start-up task. It runs on the first sign that a visitor is using
 * the page (below), so a tap on Book Now finds it ready. The chunk's name is BOOKING_CHUNK_GROUP's
 * (src/build/booking-code-files.ts).
 */
export const loadBookingDialog = () => import(/* webpackChunkName: "booking-dialog" */ "./booking-dialog")

export function preloadBooking(): void {
  void loadBookingDialog()
}

/** Signs that a visitor is using the page: a pointer moving or pressed, a touch, a key. */
const FIRST_INPUT_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown"] as const

/** Prepares the booking code on the first input anywhere on the page, then calls `ready`; returns a cancel. */
export function preloadBookingOnFirstInput(ready?: () => void): () => void {
  const stop = () => FIRST_INPUT_EVENTS.forEach((type) => removeEventListener(type, onInput, true))
  function onInput() {
    stop()
    void loadBookingDialog().then(
      () => ready?.(),
      () => undefined,
    )
  }
  FIRST_INPUT_EVENTS.forEach((type) => addEventListener(type, onInput, { capture: true, passive: true }))
  return stop
}

function createBooking() {
  const store = createStore<BookingState>({ isOpen: false, hasOpened: false, preset: {} })
  return {
    store,
    open: (preset: BookingPreset = {}) => store.set(() => ({ isOpen: true, hasOpened: true, preset })),
    close: () => store.set((state) => ({ ...state, isOpen: false })),
  }
}

export function BookingProvider({ children }: { children: ReactNode }) {
  const [booking] = useState(createBooking)
  return <BookingContext.Provider value={booking}>{children}</BookingContext.Provider>
}

export function useBooking(): BookingContextValue {
  const booking = useContext(BookingContext)
  if (!booking) throw new Error("useBooking must be used inside <BookingProvider>")
  const state = useStore(booking.store)
  return { ...state, open: booking.open, close: booking.close }
}
