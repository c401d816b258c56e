/**
 * The customer's gratuity on /booking, offered from confirmation until the statement is sent: none or one of the
 * rule's percentages (GRATUITY_RULE, in its own words), each with its amount on the agreed fare, the one chosen
 * marked; one tap each. Shown with the ride's day (ride-today.tsx), never in the page's first load.
 */
import styled from "@emotion/styled"
import { useState } from "react"
import { GRATUITY_PERCENTS, GRATUITY_RULE, gratuityDollars } from "../../booking-loop/gratuity"
import type { BookingView } from "../../booking-loop/view"
import { dollars } from "../../booking/dollars"
import type { Act } from "./loop-api"
import { Card } from "./styles"

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem;
  margin: 1rem 0 0;
  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  button {
    display: grid;
    justify-items: center;
    align-content: center;
    gap: 0.1rem;
    min-height: 3.5rem;
    padding: 0.5rem;
    font: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.accentStrong};
  }
  button[aria-pressed="true"] {
    background: ${({ theme }) => theme.colors.inverseBackground};
    border-color: ${({ theme }) => theme.colors.inverseBackground};
    color: ${({ theme }) => theme.colors.inverseText};
  }
  .amount {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 400;
  }
`

/** The customer's gratuity: none or one of the rule's percentages, the one chosen marked; each a tap. */
export default function GratuityCard({ booking, onAct }: { booking: BookingView; onAct: Act }) {
  const [busy, setBusy] = useState(false)
  const chosen = booking.gratuityPercent
  const choose = async (percent: number) => {
    setBusy(true)
    await onAct("choose-gratuity", { note: "", percent })
    setBusy(false)
  }
  return (
    <Card aria-labelledby="gratuity-title">
      <h2 id="gratuity-title">Gratuity for your chauffeur</h2>
      <p css={{ fontSize: "0.9375rem" }}>{GRATUITY_RULE}</p>
      <p css={{ margin: 0, fontWeight: 600 }}>
        {chosen === null ? "You have not chosen yet." : chosen === 0 ? "You chose no gratuity." : `You chose ${chosen}% of the fare.`}
      </p>
      <Choices role="group" aria-labelledby="gratuity-title">
        {GRATUITY_PERCENTS.map((percent) => (
          <button key={percent} type="button" aria-pressed={chosen === percent} disabled={busy} onClick={() => void choose(percent)}>
            <span>{percent === 0 ? "None" : `${percent}%`}</span>
            {percent > 0 && booking.fare !== null && <span className="amount">{dollars(gratuityDollars(booking.fare, percent))}</span>}
          </button>
        ))}
      </Choices>
    </Card>
  )
}
