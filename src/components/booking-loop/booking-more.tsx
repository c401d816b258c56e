/**
 * The parts of /booking that only a booking read from its link shows, loaded while it is read (never at the page's
 * first load): who comes for each leg once the chauffeur accepted it, and the booking's history.
 */
import styled from "@emotion/styled"
import type { BookingView } from "../../booking-loop/view"
import { WHEN } from "./when"
import { Card, Details } from "./styles"

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    position: relative;
    padding: 0 0 1rem 1.5rem;
    border-left: 2px solid ${({ theme }) => theme.colors.accentHairline};
  }
  li:last-of-type {
    border-left-color: transparent;
    padding-bottom: 0;
  }
  li::before {
    content: "";
    position: absolute;
    left: -7px;
    top: 0.35rem;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.surface};
  }
  strong {
    display: block;
  }
  .when {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .policy {
    margin: 0.4rem 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  blockquote {
    margin: 0.4rem 0 0;
    padding: 0.5rem 0.75rem;
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border-radius: ${({ theme }) => theme.radii.sm};
    white-space: pre-line;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const LEGS = { pickup: "Ride there", return: "Return" } as const

/** Who comes for each leg whose chauffeur accepted it: the name, the car and plate, the number to call, where to meet. */
export function WhoComesCard({ chauffeurs }: { chauffeurs: BookingView["chauffeurs"] }) {
  if (chauffeurs.length === 0) return null
  return (
    <Card aria-labelledby="booking-chauffeur">
      <h2 id="booking-chauffeur">{chauffeurs.length === 1 ? "Your chauffeur" : "Your chauffeurs"}</h2>
      {chauffeurs.map((who) => (
        <Details key={who.leg} aria-label={chauffeurs.length === 1 ? undefined : LEGS[who.leg]}>
          {chauffeurs.length > 1 && (
            <div>
              <dt>Leg</dt>
              <dd>{LEGS[who.leg]}</dd>
            </div>
          )}
          <div>
            <dt>Chauffeur</dt>
            <dd>{who.name}</dd>
          </div>
          <div>
            <dt>Car</dt>
            <dd>
              {who.vehicle}, plate {who.plate}
            </dd>
          </div>
          <div>
            <dt>{who.phone.whose === "chauffeur" ? "Their mobile" : "To reach them, call dispatch"}</dt>
            <dd>
              <a href={who.phone.tel}>{who.phone.display}</a>
            </dd>
          </div>
          <div>
            <dt>Where to meet</dt>
            <dd>{who.meetingPoint}</dd>
          </div>
        </Details>
      ))}
    </Card>
  )
}

/** Each step of the booking's history, oldest first: who, when, what changed, the policy it came to and the person's words. */
export function HistoryCard({ history }: { history: BookingView["history"] }) {
  return (
    <Card aria-labelledby="booking-history">
      <h2 id="booking-history">History</h2>
      <Timeline>
        {history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <strong>{entry.title}</strong>
            <time className="when" dateTime={entry.at}>
              {WHEN.format(new Date(entry.at))}
            </time>
            {entry.quote && <p className="policy">{`Includes: ${entry.quote.includes}`}</p>}
            {entry.changed?.map((row) => (
              <p className="policy" key={row.label}>{`${row.label}: ${row.from} → ${row.to}`}</p>
            ))}
            {entry.policy && <p className="policy">{entry.policy}</p>}
            {entry.note && <blockquote>{entry.note}</blockquote>}
          </li>
        ))}
      </Timeline>
    </Card>
  )
}
