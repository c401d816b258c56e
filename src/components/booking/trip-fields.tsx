/**
 * The sections of the booking form that describe the ride: the service type, the party (passengers and
 * the extras of the chosen service), the route with its stops, and the day and time fields of the pickup
 * and of the return.
 */
import { Controller, type Control, type UseFormSetValue } from "react-hook-form"
import bookingServices from "../../../data/booking-services.json"
import { HOUR_OPTIONS, PASSENGER_OPTIONS, type BookingFormValues, type BookingRequest } from "../../booking/booking-schema"
import { TIME_SLOTS } from "../../booking/time-slots"
import { LUGGAGE_MAX } from "../../config/constants"
import type { Phone } from "../../hooks/use-business"
import { Icon } from "../ui/icon"
import { DateField } from "./date-field"
import { depsOf, type FieldKit } from "./field-kit"
import { ErrorText, Field, fieldIds } from "./form-field"
import { LargePartyHint } from "./large-party-hint"
import { StopsField } from "./stops-field"
import { ChoiceCards, ChoiceLegend } from "./vehicle-picker"

/** The service types as cards; choosing one by hand forgets the service page the booking started from. */
export function ServiceTypeChoice({ kit, setValue }: { kit: FieldKit; setValue: UseFormSetValue<BookingFormValues> }) {
  const { register, message } = kit
  return (
    <fieldset
      css={{ border: 0, margin: "0 0 1.25rem", padding: 0 }}
      aria-describedby={message("serviceType") ? fieldIds("serviceType").error : undefined}
      aria-invalid={message("serviceType") ? true : undefined}
    >
      <ChoiceLegend>Service type</ChoiceLegend>
      <ChoiceCards>
        {bookingServices.map((service) => (
          <label key={service.value} title={service.hint}>
            <input
              type="radio"
              value={service.value}
              {...register("serviceType", { onChange: () => setValue("servicePage", ""), ...depsOf("serviceType") })}
            />
            <Icon name={service.icon} size={20} />
            {service.label}
          </label>
        ))}
      </ChoiceCards>
      {message("serviceType") && <ErrorText id={fieldIds("serviceType").error}>{message("serviceType")}</ErrorText>}
    </fieldset>
  )
}

interface PartyProps {
  kit: FieldKit
  /** Which extra fields the chosen service asks for (booking-schema.ts: extrasOf). */
  extras: { flightNumber: boolean; luggage: boolean; hours: boolean }
  /** Whether the passengers field shows the hint for a party larger than any vehicle (large-party-hint.tsx). */
  largeParty: boolean
  phone: Phone
}

/** The passengers, with the hint for a large party, and the extras of the chosen service: bags, flight number, hours. */
export function PartyFields({ kit, extras, largeParty, phone }: PartyProps) {
  const { register, message, a11y } = kit
  return (
    <>
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
        <Field
          name="flightNumber"
          label="Flight number"
          optional
          hint="We track it and adjust the pickup to delays."
          error={message("flightNumber")}
        >
          <input type="text" autoComplete="off" placeholder="B6 1234" {...register("flightNumber")} {...a11y("flightNumber", true)} />
        </Field>
      )}
      {extras.hours && (
        <Field
          name="hours"
          label="Hours"
          optional
          hint="Each vehicle has a minimum; the estimate uses it until you choose."
          error={message("hours")}
        >
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
    </>
  )
}

interface RouteProps {
  kit: FieldKit
  stops: string[]
  /** The whole stops list after a stop is added or removed. */
  onStopsChange: (stops: string[]) => void
}

/** The pickup, the stops on the way, the dropoff, and a message about the stops list as a whole. */
export function RouteFields({ kit, stops, onStopsChange }: RouteProps) {
  const { register, errors, message, a11y } = kit
  return (
    <>
      <Field name="pickupLocation" label="Pickup location" wide error={message("pickupLocation")}>
        <input type="text" autoComplete="street-address" {...register("pickupLocation")} {...a11y("pickupLocation")} />
      </Field>
      <StopsField stops={stops} register={register} errors={stops.map((_, i) => errors.stops?.[i]?.message)} onChange={onStopsChange} />
      <Field name="dropoffLocation" label="Dropoff location" wide error={message("dropoffLocation")}>
        <input type="text" {...register("dropoffLocation")} {...a11y("dropoffLocation")} />
      </Field>
      {errors.stops?.message && <ErrorText css={{ gridColumn: "1 / -1" }}>{errors.stops.message}</ErrorText>}
    </>
  )
}

/** The form's control, as react-hook-form's Controller takes it. */
export type BookingControl = Control<BookingFormValues, unknown, BookingRequest>

/** The day of the pickup or of the return, chosen on a calendar. */
export function DayField({
  kit,
  control,
  name,
  label,
}: {
  kit: FieldKit
  control: BookingControl
  name: "date" | "returnDate"
  label: string
}) {
  const { message, a11y } = kit
  return (
    <Field name={name} label={label} error={message(name)}>
      <Controller
        control={control}
        name={name}
        rules={depsOf(name)}
        render={({ field }) => (
          <DateField value={field.value} onChange={field.onChange} controlProps={a11y(name)} labelId={fieldIds(name).label} />
        )}
      />
    </Field>
  )
}

/** The time of the pickup or of the return, one of the day's 48 half hours. */
export function TimeField({ kit, name, label }: { kit: FieldKit; name: "time" | "returnTime"; label: string }) {
  const { register, message, a11y } = kit
  return (
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
}
