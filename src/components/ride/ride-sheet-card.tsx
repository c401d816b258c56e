/**
 * The ride as a chauffeur reads it by the car, a phone in one hand: when (large), where from, the name for
 * the sign (as large as it would be held up), the passenger's phone as a button to tap, then the rest of
 * the trip, dispatch's note and the vehicle. It shows only what RideSheet holds, which has no fare.
 */
import styled from "@emotion/styled"
import type { RideSheet } from "../../booking-loop/ride-sheet"
import { CallLink, Card, Details, Eyebrow } from "../booking-loop/styles"

/** The pickup's day in words, from the day the booking keeps (YYYY-MM-DD), read the same in any time zone. */
const DAY = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric", year: "numeric" })
const dayOf = (date: string): string => DAY.format(new Date(`${date}T12:00:00Z`))

/** Where the ride stands for its chauffeur, in a word. */
export function standing(ride: RideSheet): string {
  if (ride.state === "cancelled") return "Cancelled"
  if (ride.state === "completed") return "Completed"
  return ride.answer === "accepted" ? "Accepted by you" : "Waiting for your answer"
}

const When = styled.h2`
  && {
    display: grid;
    gap: 0.25rem;
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }
  .time {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.display};
    line-height: 1;
  }
  .day {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

const Standing = styled.p<{ closed: boolean }>`
  && {
    display: inline-block;
    margin: 0 0 ${({ theme }) => theme.space[4]};
    padding: 0.3rem 0.8rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    background: ${({ theme, closed }) => (closed ? theme.colors.textMuted : theme.colors.surfaceMuted)};
    color: ${({ theme, closed }) => (closed ? theme.colors.surface : theme.colors.text)};
  }
`

/** One labelled fact set large: the pickup place, the sign's name, the plate. */
const Lead = styled.div`
  padding: ${({ theme }) => theme.space[3]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.accentHairline};
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 600;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`

/** The name as it would be held up at arrivals: large, dark on light, framed. */
const Sign = styled.p`
  && {
    margin: 0;
    padding: 0.75rem 1rem;
    border: 3px solid ${({ theme }) => theme.colors.text};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.15;
    text-align: center;
  }
`

/** The passenger's phone, across the whole width: a thumb finds it without looking. */
const Dial = styled(CallLink)`
  justify-content: center;
  width: 100%;
  min-height: 3.5rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

export function RideSheetCard({ ride }: { ride: RideSheet }) {
  const [pickup, ...rest] = ride.rows
  const { vehicle } = ride
  return (
    <Card aria-labelledby="ride-when" data-ride-sheet="">
      <Eyebrow>{`${ride.legLabel} · ${ride.service} · ${ride.reference}`}</Eyebrow>
      <When id="ride-when">
        <time className="time" dateTime={`${ride.date}`}>
          {ride.time}
        </time>
        <span className="day">{dayOf(ride.date)}</span>
      </When>
      <Standing closed={ride.state !== "confirmed"}>
        <span className="visually-hidden">Status: </span>
        {standing(ride)}
      </Standing>
      {pickup && (
        <Lead>
          <h3>{pickup.label}</h3>
          <p>{pickup.value}</p>
        </Lead>
      )}
      <Lead>
        <h3>Name for the sign</h3>
        <Sign>{ride.signName}</Sign>
      </Lead>
      <Lead>
        <h3>Passenger</h3>
        <Dial href={ride.passengerPhone.tel}>Call {ride.passengerPhone.display}</Dial>
      </Lead>
      <Details>
        {rest.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        {ride.dispatchNote && (
          <div>
            <dt>Dispatch&rsquo;s note</dt>
            <dd>{ride.dispatchNote}</dd>
          </div>
        )}
        <div>
          <dt>Vehicle</dt>
          <dd>{`${vehicle.colour} ${vehicle.makeModel}`}</dd>
        </div>
        <div>
          <dt>Plate</dt>
          <dd css={{ fontWeight: 600, letterSpacing: "0.08em" }}>{vehicle.plate}</dd>
        </div>
        <div>
          <dt>Chauffeur</dt>
          <dd>{ride.chauffeur}</dd>
        </div>
      </Details>
    </Card>
  )
}
