/**
 * Sending the booking request: the submit handler (one request at a time, with the submission's
 * envelope) and what the form says when dispatch does not get the request.
 */
import { useRef, useState, type RefObject } from "react"
import type { UseFormSetError } from "react-hook-form"
import { EMPTY_BOOKING, withoutIrrelevantExtras, type BookingFormValues, type BookingRequest } from "../../booking/booking-schema"
import { ApiError, postJson } from "../../lib/api-client"
import type { Envelope } from "../forms/submission-envelope"

export const BOOKING_ENDPOINT = "/api/booking-requests"

/** Why the request did not reach dispatch, and whether the visitor is offered the phone instead. */
export interface BookingFailure {
  text: string
  offerPhone: boolean
}

interface Options {
  /** The submission's envelope (the anti-spam fields) sent with the request, and its renewal once sent. */
  envelope: () => Envelope
  renew: () => void
  setError: UseFormSetError<BookingFormValues>
  /** Whether the form is still shown when the answer comes. */
  mounted: RefObject<boolean>
  onConfirmed: (reference: string) => void
  onFailureWhileClosed?: () => void
}

/**
 * `onSubmit` posts the validated request; a second submit while one is on its way is ignored. On
 * success the caller hears the reference; on a failure `failure` says what to do, the server's field
 * messages are shown on their fields, and a failure after the form went away is handed to `onFailureWhileClosed`.
 */
export function useBookingSubmit({ envelope, renew, setError, mounted, onConfirmed, onFailureWhileClosed }: Options) {
  const inFlight = useRef(false)
  const [failure, setFailure] = useState<BookingFailure | null>(null)

  const onSubmit = async (values: BookingRequest) => {
    if (inFlight.current) return
    inFlight.current = true
    setFailure(null)
    try {
      const { reference } = await postJson<{ reference: string }>(BOOKING_ENDPOINT, { ...withoutIrrelevantExtras(values), ...envelope() })
      renew()
      onConfirmed(reference)
    } catch (error) {
      if (!mounted.current) onFailureWhileClosed?.()
      const fieldErrors =
        error instanceof ApiError && error.status === 422 ? error.json<{ errors?: Record<string, string> }>()?.errors : undefined
      if (fieldErrors) {
        for (const [path, message] of Object.entries(fieldErrors)) {
          // The server names a stop "stops[1]"; the form calls it "stops.1".
          const field = path.replace(/\[(\d+)\]/g, ".$1")
          if (field.split(".")[0] in EMPTY_BOOKING) setError(field as keyof BookingFormValues, { message }, { shouldFocus: true })
        }
        setFailure({ text: "Please check the highlighted fields.", offerPhone: false })
      } else if (error instanceof ApiError && error.status === 429) {
        setFailure({ text: "Too many requests from this connection. Please wait a minute and try again, or call us at", offerPhone: true })
      } else {
        setFailure({
          text: "We could not send your request. Your details are still here: please try again, or call us at",
          offerPhone: true,
        })
      }
    } finally {
      inFlight.current = false
    }
  }

  return { onSubmit, failure }
}
