/**
 * The booking request form: its values, the fields it watches and the sections it is made of. Each
 * responsibility has its own module: the fields' plumbing (field-kit.ts), the fare estimate
 * (use-fare-estimate.ts), the return leg (return-leg.tsx), sending the request (use-booking-submit.ts)
 * and the sections of fields (trip-fields.tsx, contact-fields.tsx, form-status.tsx).
 */
import { startTransition, useEffect, useRef, useState } from "react"
import { useForm } from "react-hook-form"
import { yupResolver } from "@hookform/resolvers/yup"
import { EMPTY_BOOKING, bookingSchema, extrasOf, type BookingFormValues, type BookingRequest } from "../../booking/booking-schema"
import type { Phone } from "../../hooks/use-business"
import { useSubmissionEnvelope } from "../forms/submission-envelope"
import { ContactFields } from "./contact-fields"
import { FareEstimate } from "./fare-estimate"
import { fieldKit } from "./field-kit"
import { FieldGrid } from "./form-field"
import { ErrorAnnouncement, FailureAlert, SubmitRow } from "./form-status"
import { showsLargePartyHint } from "./large-party-hint"
import { ReturnLegFields, useReturnLeg } from "./return-leg"
import { DayField, PartyFields, RouteFields, ServiceTypeChoice, TimeField } from "./trip-fields"
import { useBookingSubmit } from "./use-booking-submit"
import { useFareEstimate } from "./use-fare-estimate"
import type { VehiclePictures } from "./use-vehicle-pictures"
import { VehiclePicker } from "./vehicle-picker"

export { BOOKING_ENDPOINT } from "./use-booking-submit"

/** Values a Book Now button can fill in ahead of time, e.g. from a service or town page. */
export interface BookingPreset {
  serviceType?: string
  pickupLocation?: string
  /** A fleet slug: booking from a vehicle's card chooses that vehicle. */
  vehicle?: string
  /** A service page's slug: booking from it names its starting price in the estimate. */
  servicePage?: string
}

interface Props {
  preset: BookingPreset
  phone: Phone
  /** A picture of each vehicle, by fleet slug, for the vehicle cards. */
  pictures: VehiclePictures
  /** Called with the reference once dispatch has the request. */
  onConfirmed: (reference: string) => void
  /** What the visitor had typed when the modal was last closed without sending; it fills the form again. */
  draft?: BookingFormValues
  /** Receives the typed values when the form goes away (the modal closed), so nothing typed is lost. */
  onDraft?: (values: BookingFormValues) => void
  /** A request that failed after the visitor closed the modal: the form is gone, so the caller must say so. */
  onFailureWhileClosed?: () => void
}

/**
 * False for the form's first paint, true right after it: the dialog shows its heading and first
 * choices the moment it opens, and the remaining fields follow as a low-priority render instead of
 * holding back that first paint (a click on Book Now gets its answer at once, even on a slow phone).
 */
function useRestOfForm(): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => startTransition(() => setShown(true)), [])
  return shown
}

/** The booking request form (docs/REQUIREMENTS.md §2, §3 and §5): validated on submit, then again on every change. */
export function BookingForm({ preset, phone, pictures, onConfirmed, draft, onDraft, onFailureWhileClosed }: Props) {
  const { envelope, renew, honeypotField } = useSubmissionEnvelope()
  const rest = useRestOfForm()
  const mounted = useRef(true)
  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<BookingFormValues, unknown, BookingRequest>({
    resolver: yupResolver(bookingSchema) as never,
    defaultValues: draft ?? { ...EMPTY_BOOKING, ...preset },
    mode: "onSubmit",
    reValidateMode: "onChange",
  })
  // Each change of a field watched here renders the form again, as meant: the extras, the estimate and the return leg follow them.
  // eslint-disable-next-line react-hooks/incompatible-library -- the form is meant to render again on each watched change
  const serviceType = watch("serviceType")
  const extras = extrasOf(serviceType)
  const [vehicle, passengers, pickupLocation, dropoffLocation, stops, returnTrip, returnPickup, returnDropoff, hours, servicePage] = watch([
    "vehicle",
    "passengers",
    "pickupLocation",
    "dropoffLocation",
    "stops",
    "returnTrip",
    "returnPickup",
    "returnDropoff",
    "hours",
    "servicePage",
  ])
  const { estimate, prices } = useFareEstimate({
    serviceType,
    vehicle,
    passengers,
    pickupLocation,
    dropoffLocation,
    stops,
    returnTrip,
    returnPickup,
    returnDropoff,
    hours,
    servicePage,
  })
  const leg = useReturnLeg({ getValues, setValue, clearErrors }, { pickupLocation, dropoffLocation, returnPickup, returnDropoff })
  const { onSubmit, failure } = useBookingSubmit({ envelope, renew, setError, mounted, onConfirmed, onFailureWhileClosed })
  // When the form goes away (the modal closed), what was typed goes to `onDraft`, and a request still on its way
  // reports its failure to the caller.
  const draftSink = useRef(onDraft)
  draftSink.current = onDraft
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      draftSink.current?.(getValues())
    }
  }, [getValues])
  const errorCount = Object.keys(errors).length
  const largeParty = showsLargePartyHint(passengers, vehicle, Boolean(errors.passengers))
  const kit = fieldKit(register, errors)

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-describedby={failure ? "booking-failure" : undefined}>
      <ErrorAnnouncement submitted={submitCount > 0} errorCount={errorCount} />
      <ServiceTypeChoice kit={kit} setValue={setValue} />

      <VehiclePicker
        field={register("vehicle")}
        pictures={pictures}
        passengers={Number(passengers) || 1}
        prices={prices}
        error={kit.message("vehicle")}
      />

      {rest && (
        <>
          <FieldGrid>
            <PartyFields kit={kit} extras={extras} largeParty={largeParty} phone={phone} />
            <RouteFields kit={kit} stops={stops} onStopsChange={(next) => setValue("stops", next, { shouldValidate: submitCount > 0 })} />
            <DayField kit={kit} control={control} name="date" label="Date" />
            <TimeField kit={kit} name="time" label="Pickup time" />
            <ReturnLegFields kit={kit} control={control} returnTrip={returnTrip} leg={leg} />
            <FareEstimate estimate={estimate} />
            <ContactFields kit={kit} />
          </FieldGrid>

          {honeypotField}

          {failure && <FailureAlert failure={failure} phone={phone} />}

          <SubmitRow isSubmitting={isSubmitting} />
        </>
      )}
    </form>
  )
}
