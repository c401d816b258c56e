/**
 * How a party larger than the form counts books with us. The passengers list stops at
 * PASSENGERS_MAX (the form's rule), while the fleet's largest vehicle seats more (the Stretch
 * Limousine seats 10, and its cards say so), so the form says what to do instead of leaving a
 * party of nine or ten at a dead end: that vehicle with the party size in special requests, two
 * vehicles, or a call.
 */
import styled from "@emotion/styled"
import { PASSENGERS_MAX } from "../../config/constants"
import { VEHICLES, vehicleBySlug } from "../../booking/rates-data"
import type { VehicleChoice } from "../../booking/rates"
import type { Phone } from "../../hooks/use-business"

/** The vehicle seating the most, when it seats more than the list offers. */
const ROOMIEST: VehicleChoice | undefined = VEHICLES.reduce<VehicleChoice | undefined>(
  (best, vehicle) => (vehicle.passengers > PASSENGERS_MAX && vehicle.passengers > (best?.passengers ?? 0) ? vehicle : best),
  undefined,
)

/**
 * Whether the form shows the way: the party is at the list's last number, the chosen vehicle seats
 * more than the list offers, or the number was refused.
 */
export const showsLargePartyHint = (passengers: string, vehicle: string, refused: boolean): boolean =>
  refused || Number(passengers) >= PASSENGERS_MAX || (vehicleBySlug(vehicle)?.passengers ?? 0) > PASSENGERS_MAX

/**
 * In the page from the first render, so a screen reader announces the hint when it appears (a live
 * region added with its text is often not read). While empty it takes no place in the field's
 * layout: absolutely placed, it adds no gap under the control.
 */
const Live = styled.div`
  &:empty {
    position: absolute;
  }
`

const Note = styled.p`
  margin: 0.15rem 0 0;
  padding: 0.625rem 0.75rem 0.625rem 0.8rem;
  border-left: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.text};
  .question {
    font-weight: 600;
  }
  a {
    color: ${({ theme }) => theme.colors.accentStrong};
    font-weight: 600;
    white-space: nowrap;
  }
`

interface Props {
  /** The id the passengers field's aria-describedby names. */
  id: string
  shown: boolean
  phone: Phone
}

export function LargePartyHint({ id, shown, phone }: Props) {
  const call = <a href={`tel:${phone.tel}`}>{phone.display}</a>
  return (
    <Live aria-live="polite">
      {shown && (
        <Note id={id}>
          <span className="question">More than {PASSENGERS_MAX} in your party?</span>{" "}
          {ROOMIEST ? (
            <>
              Choose the {ROOMIEST.name}, which seats {ROOMIEST.passengers}, and put your party size in special requests. For a larger
              group, book two vehicles or call {call}.
            </>
          ) : (
            <>Book two vehicles or call {call}.</>
          )}
        </Note>
      )}
    </Live>
  )
}
