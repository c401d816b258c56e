import { useEffect, useRef, useState } from "react"
import styled from "@emotion/styled"
import { Controller, useForm } from "react-hook-form"
import { yupResolver } from "@hookform/resolvers/yup"
import bookingServices from "../../../data/booking-services.json"
import {
  EMPTY_BOOKING,
  HOUR_OPTIONS,
  PASSENGER_OPTIONS,
  bookingSchema,
  withoutIrrelevantExtras,
  type BookingFormValues,
  type BookingRequest,
} from "../../booking/booking-schema"
import { TIME_SLOTS } from "../../booking/time-slots"
import { LUGGAGE_MAX } from "../../config/constants"
import { ApiError, postJson } from "../../lib/api-client"
import { Button } from "../ui/button"
import { Icon } from "../ui/icon"
import { DateField } from "./date-field"
import { ErrorText, Field, FieldGrid, describedBy, fieldIds } from "./form-field"
import type { BookingPreset } from "./booking-context"
import { useSubmissionEnvelope } from "../forms/submission-envelope"

export const BOOKING_ENDPOINT = "/api/booking-requests"

const ServiceOptions = styled.div`
  display: grid;
  gap: 0.5rem;
  grid-template-columns: 1fr 1fr;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  label {
    position: relative;
    display: flex;
    align-items: center;
    gap: 0.6rem;
    min-height: 3.25rem;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 500;
    line-height: 1.25;
    cursor: pointer;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.accentStrong};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.accentStrong};
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accentStrong};
  }
`

const Legend = styled.legend`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  margin-bottom: 0.4rem;
  padding: 0;
`

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

export interface Phone {
  display: string
  tel: string
}

interface Props {
  preset: BookingPreset
  phone: Phone
  /** Called with the reference once dispatch has the request. */
  onConfirmed: (reference: string) => void
  /** What the visitor had typed when the modal was last closed without sending; it fills the form again. */
  draft?: BookingFormValues
  /** Receives the typed values when the form goes away (the modal closed), so nothing typed is lost. */
  onDraft?: (values: BookingFormValues) => void
  /** A request that failed after the visitor closed the modal: the form is gone, so the caller must say so. */
  onFailureWhileClosed?: () => void
}

/** The booking request form of spec §2/§3/§5: validated on submit, then again on every change. */
export function BookingForm({ preset, phone, onConfirmed, draft, onDraft, onFailureWhileClosed }: Props) {
  const { envelope, renew, honeypotField } = useSubmissionEnvelope()
  const inFlight = useRef(false)
  const mounted = useRef(true)
  const [failure, setFailure] = useState<{ text: string; offerPhone: boolean } | null>(null)
  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<BookingFormValues, unknown, BookingRequest>({
    resolver: yupResolver(bookingSchema) as never,
    defaultValues: draft ?? { ...EMPTY_BOOKING, ...preset },
    mode: "onSubmit",
    reValidateMode: "onChange",
  })
  const serviceType = watch("serviceType")
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
        for (const [field, message] of Object.entries(fieldErrors)) {
          if (field in EMPTY_BOOKING) setError(field as keyof BookingFormValues, { message }, { shouldFocus: true })
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
        <Legend>Service type</Legend>
        <ServiceOptions>
          {bookingServices.map((service) => (
            <label key={service.value} title={service.hint}>
              <input type="radio" value={service.value} {...register("serviceType")} />
              <Icon name={service.icon} size={20} />
              {service.label}
            </label>
          ))}
        </ServiceOptions>
        {message("serviceType") && <ErrorText id={fieldIds("serviceType").error}>{message("serviceType")}</ErrorText>}
      </fieldset>

      <FieldGrid>
        <Field name="passengers" label="Passengers" error={message("passengers")}>
          <select {...register("passengers")} {...a11y("passengers")}>
            {PASSENGER_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Field>
        {(serviceType === "airport" || serviceType === "long-distance") && (
          <Field name="luggage" label="Bags" optional error={message("luggage")}>
            <input type="number" inputMode="numeric" min={0} max={LUGGAGE_MAX} {...register("luggage")} {...a11y("luggage")} />
          </Field>
        )}
        {serviceType === "airport" && (
          <Field name="flightNumber" label="Flight number" optional hint="We track it and adjust the pickup to delays." error={message("flightNumber")}>
            <input type="text" autoComplete="off" placeholder="B6 1234" {...register("flightNumber")} {...a11y("flightNumber", true)} />
          </Field>
        )}
        {serviceType === "hourly" && (
          <Field name="hours" label="Hours" optional error={message("hours")}>
            <select {...register("hours")} {...a11y("hours")}>
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
        <Field name="dropoffLocation" label="Dropoff location" wide error={message("dropoffLocation")}>
          <input type="text" {...register("dropoffLocation")} {...a11y("dropoffLocation")} />
        </Field>
        <Field name="date" label="Date" error={message("date")}>
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <DateField value={field.value} onChange={field.onChange} controlProps={a11y("date")} labelId={fieldIds("date").label} />
            )}
          />
        </Field>
        <Field name="time" label="Pickup time" error={message("time")}>
          <select {...register("time")} {...a11y("time")}>
            <option value="">Select a time</option>
            {TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
        </Field>
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
    </form>
  )
}
