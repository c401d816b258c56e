import { startTransition, useEffect, useMemo, useRef, useState } from "react"
import styled from "@emotion/styled"
import { Controller, useForm } from "react-hook-form"
import { yupResolver } from "@hookform/resolvers/yup"
import bookingServices from "../../../data/booking-services.json"
import {
  EMPTY_BOOKING,
  HOUR_OPTIONS,
  PASSENGER_OPTIONS,
  bookingSchema,
  extrasOf,
  withoutIrrelevantExtras,
  type BookingFormValues,
  type BookingRequest,
} from "../../booking/booking-schema"
import { TIME_SLOTS } from "../../booking/time-slots"
import { estimateFare, returnRoute } from "../../booking/fare"
import { LUGGAGE_MAX } from "../../config/constants"
import { ApiError, postJson } from "../../lib/api-client"
import { Button } from "../ui/button"
import { Icon } from "../ui/icon"
import { DateField } from "./date-field"
import { ErrorText, Field, FieldGrid, describedBy, fieldIds } from "./form-field"
import { ChoiceCards, ChoiceLegend, VehiclePicker } from "./vehicle-picker"
import { StopsField } from "./stops-field"
import { useReturnRoute } from "./use-return-route"
import { FareEstimate } from "./fare-estimate"
import { LargePartyHint, showsLargePartyHint } from "./large-party-hint"
import type { VehiclePictures } from "./use-vehicle-pictures"
import type { Phone } from "../../hooks/use-business"
import { useSubmissionEnvelope } from "../forms/submission-envelope"

export const BOOKING_ENDPOINT = "/api/booking-requests"

/** The return leg's fields: their messages go with it when the visitor no longer wants a return. */
const RETURN_FIELDS = ["returnDate", "returnTime", "returnPickup", "returnDropoff"] as const

/**
 * The fields whose message depends on another field, by that other field: once the form has been
 * submitted, a change to the one judges the others again (docs/REQUIREMENTS.md §4), so a message
 * the visitor has just fixed from the other side goes away ("seats up to 4" after lowering the
 * passengers).
 */
const DEPENDENT_FIELDS = {
  passengers: ["vehicle"],
  serviceType: ["flightNumber", "luggage", "hours"],
  date: ["returnDate", "returnTime"],
  time: ["returnTime"],
  returnDate: ["returnTime"],
} as const satisfies Partial<Record<keyof BookingFormValues, readonly (keyof BookingFormValues)[]>>

/** What react-hook-form needs to judge a field's dependents again when it changes. */
const depsOf = (name: keyof typeof DEPENDENT_FIELDS) => ({ deps: [...DEPENDENT_FIELDS[name]] })

const Alert = styled.div`
  padding: 0.875rem 1rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fbeaea;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
  a {
    color: inherit;
    font-weight: 700;
  }
`

/** A checkbox beside its label, the whole line a target a thumb can hit. */
const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  font-weight: 600;
  cursor: pointer;
  min-height: 2.75rem;
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: currentColor;
  }
`

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
  const inFlight = useRef(false)
  const mounted = useRef(true)
  const [failure, setFailure] = useState<{ text: string; offerPhone: boolean } | null>(null)
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
  // The form changes its stops list in place as a stop is typed, so the list is compared by its text.
  const stopsText = stops.join("\n")
  const fareInput = useMemo(
    () => ({
      serviceType,
      passengers,
      pickupLocation,
      dropoffLocation,
      stops: stopsText ? stopsText.split("\n") : [],
      returnTrip,
      returnPickup,
      returnDropoff,
      hours,
      servicePage,
    }),
    [serviceType, passengers, pickupLocation, dropoffLocation, stopsText, returnTrip, returnPickup, returnDropoff, hours, servicePage],
  )
  const estimate = useMemo(() => estimateFare({ ...fareInput, vehicle }), [fareInput, vehicle])
  // Every vehicle that seats the party, priced for the same trip: each vehicle card shows its figure.
  const prices = useMemo(() => estimateFare(fareInput), [fareInput])
  const back = returnRoute({ pickupLocation, dropoffLocation, returnPickup, returnDropoff })
  const { otherRoute, chooseOtherRoute } = useReturnRoute({ getValues, setValue, clearErrors }, pickupLocation, dropoffLocation)
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
      const fieldErrors = error instanceof ApiError && error.status === 422 ? error.json<{ errors?: Record<string, string> }>()?.errors : undefined
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
        setFailure({ text: "We could not send your request. Your details are still here: please try again, or call us at", offerPhone: true })
      }
    } finally {
      inFlight.current = false
    }
  }

  const message = (name: keyof BookingFormValues) => errors[name]?.message
  const a11y = (name: keyof BookingFormValues, hasHint = false) => describedBy(name, hasHint, message(name))
  // The pickup and the return each have a day (a calendar) and a time (the 48 half hours).
  const dayField = (name: "date" | "returnDate", label: string) => (
    <Field name={name} label={label} error={message(name)}>
      <Controller
        control={control}
        name={name}
        rules={depsOf(name)}
        render={({ field }) => <DateField value={field.value} onChange={field.onChange} controlProps={a11y(name)} labelId={fieldIds(name).label} />}
      />
    </Field>
  )
  const timeField = (name: "time" | "returnTime", label: string) => (
    <Field name={name} label={label} error={message(name)}>
      <select {...register(name, name === "time" ? depsOf("time") : undefined)} {...a11y(name)}>
        <option value="">Select a time</option>
        {TIME_SLOTS.map((slot) => (
          <option key={slot} value={slot}>
            {slot}
          </option>
        ))}
      </select>
    </Field>
  )

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-describedby={failure ? "booking-failure" : undefined}>
      <div aria-live="assertive" className="visually-hidden" css={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}>
        {submitCount > 0 && errorCount > 0 ? `${errorCount} field${errorCount === 1 ? " needs" : "s need"} attention.` : ""}
      </div>
      <fieldset
        css={{ border: 0, margin: "0 0 1.25rem", padding: 0 }}
        aria-describedby={message("serviceType") ? fieldIds("serviceType").error : undefined}
        aria-invalid={message("serviceType") ? true : undefined}
      >
        <ChoiceLegend>Service type</ChoiceLegend>
        <ChoiceCards>
          {bookingServices.map((service) => (
            <label key={service.value} title={service.hint}>
              <input type="radio" value={service.value} {...register("serviceType", { onChange: () => setValue("servicePage", ""), ...depsOf("serviceType") })} />
              <Icon name={service.icon} size={20} />
              {service.label}
            </label>
          ))}
        </ChoiceCards>
        {message("serviceType") && <ErrorText id={fieldIds("serviceType").error}>{message("serviceType")}</ErrorText>}
      </fieldset>

      <VehiclePicker field={register("vehicle")} pictures={pictures} passengers={Number(passengers) || 1} prices={prices} error={message("vehicle")} />

      {rest && (
        <>
          <FieldGrid>
            <Field name="passengers" label="Passengers" error={message("passengers")}>
              <select {...register("passengers", depsOf("passengers"))} {...a11y("passengers", largeParty)}>
                {PASSENGER_OPTIONS.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
              <LargePartyHint id={fieldIds("passengers").hint} shown={largeParty} phone={phone} />
            </Field>
            {extras.luggage && (
              <Field name="luggage" label="Bags" optional error={message("luggage")}>
                <input type="number" inputMode="numeric" min={0} max={LUGGAGE_MAX} {...register("luggage")} {...a11y("luggage")} />
              </Field>
            )}
            {extras.flightNumber && (
              <Field name="flightNumber" label="Flight number" optional hint="We track it and adjust the pickup to delays." error={message("flightNumber")}>
                <input type="text" autoComplete="off" placeholder="B6 1234" {...register("flightNumber")} {...a11y("flightNumber", true)} />
              </Field>
            )}
            {extras.hours && (
              <Field name="hours" label="Hours" optional hint="Each vehicle has a minimum; the estimate uses it until you choose." error={message("hours")}>
                <select {...register("hours")} {...a11y("hours", true)}>
                  <option value="">Not sure yet</option>
                  {HOUR_OPTIONS.map((h) => (
                    <option key={h} value={h}>
                      {h} hours
                    </option>
                  ))}
                </select>
              </Field>
            )}
            <Field name="pickupLocation" label="Pickup location" wide error={message("pickupLocation")}>
              <input type="text" autoComplete="street-address" {...register("pickupLocation")} {...a11y("pickupLocation")} />
            </Field>
            <StopsField
              stops={stops}
              register={register}
              errors={stops.map((_, i) => errors.stops?.[i]?.message)}
              onChange={(next) => setValue("stops", next, { shouldValidate: submitCount > 0 })}
            />
            <Field name="dropoffLocation" label="Dropoff location" wide error={message("dropoffLocation")}>
              <input type="text" {...register("dropoffLocation")} {...a11y("dropoffLocation")} />
            </Field>
            {errors.stops?.message && <ErrorText css={{ gridColumn: "1 / -1" }}>{errors.stops.message}</ErrorText>}
            {dayField("date", "Date")}
            {timeField("time", "Pickup time")}
            <div css={{ gridColumn: "1 / -1" }}>
              <CheckboxLabel>
                <input type="checkbox" aria-describedby="booking-return-route" {...register("returnTrip", { onChange: (event) => event.target.checked || clearErrors(RETURN_FIELDS) })} />
                Book the return trip
              </CheckboxLabel>
              <p css={{ margin: 0, fontSize: "0.8125rem" }} id="booking-return-route">
                Back from {back.from.trim() || "the dropoff"} to {back.to.trim() || "the pickup"}.
              </p>
            </div>
            {returnTrip && (
              <>
                {dayField("returnDate", "Return date")}
                {timeField("returnTime", "Return pickup time")}
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
            <FareEstimate estimate={estimate} />
            <Field name="firstName" label="First name" error={message("firstName")}>
              <input type="text" autoComplete="given-name" {...register("firstName")} {...a11y("firstName")} />
            </Field>
            <Field name="lastName" label="Last name" error={message("lastName")}>
              <input type="text" autoComplete="family-name" {...register("lastName")} {...a11y("lastName")} />
            </Field>
            <Field name="email" label="Email" error={message("email")}>
              <input type="email" autoComplete="email" {...register("email")} {...a11y("email")} />
            </Field>
            <Field name="phone" label="Phone" error={message("phone")}>
              <input type="tel" autoComplete="tel" {...register("phone")} {...a11y("phone")} />
            </Field>
            <Field name="specialRequests" label="Special requests" optional wide error={message("specialRequests")}>
              <textarea rows={3} {...register("specialRequests")} {...a11y("specialRequests")} />
            </Field>
          </FieldGrid>

          {honeypotField}

          {failure && (
            <Alert id="booking-failure" role="alert" css={{ marginTop: "1.25rem" }}>
              {failure.text}
              {failure.offerPhone && (
                <>
                  {" "}
                  <a href={`tel:${phone.tel}`}>{phone.display}</a>.
                </>
              )}
            </Alert>
          )}

          <div css={{ marginTop: "1.5rem", display: "flex", flexWrap: "wrap", gap: "1rem", alignItems: "center" }}>
            <Button type="submit" size="lg" disabled={isSubmitting}>
              {isSubmitting ? "Submitting Request..." : "Request Booking"}
            </Button>
            <p css={{ margin: 0, fontSize: "0.875rem" }}>Dispatch confirms every request by phone or email.</p>
          </div>
        </>
      )}
    </form>
  )
}
