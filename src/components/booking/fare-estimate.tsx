import { useEffect, useState } from "react"
import styled from "@emotion/styled"
import { NOT_INCLUDED, QUOTE_TEXT, type Estimate } from "../../booking/fare"
import { dollars } from "../../booking/rates"
import { routes } from "../../lib/routes"

const Panel = styled.section`
  grid-column: 1 / -1;
  padding: 1rem 1.1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-family: inherit;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .figure {
    margin: 0.25rem 0 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.1;
    font-weight: 600;
  }
  .trip {
    margin: 0.15rem 0 0.6rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ul {
    list-style: none;
    margin: 0 0 0.6rem;
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.2rem 0;
    border-bottom: 1px dotted ${({ theme }) => theme.colors.border};
  }
  .small {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: inherit;
    font-weight: 600;
  }
`

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const

/** The rates page in a new tab: a plain link would reload the page and lose what the visitor has typed. */
function RatesLink({ children }: { children: string }) {
  return (
    <a href={routes.rates} target="_blank" rel="noopener">
      {children}
      <span css={visuallyHidden}> (opens in a new tab)</span>
    </a>
  )
}

/** How long the estimate must stay the same before it is read out: not a word per keystroke. */
const ANNOUNCE_AFTER_MS = 900

/** The spoken estimate, once the visitor pauses; a screen reader reads it politely, after what it is saying. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState("")
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ANNOUNCE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [text])
  return settled
}

/** The fare estimate under the trip: the figure, what makes it, and that it is an estimate. */
export function FareEstimate({ estimate }: { estimate: Estimate }) {
  const spoken = useSettled(estimate.kind === "incomplete" ? "" : estimate.summary)
  const single = estimate.kind === "estimate" && estimate.options.length === 1 ? estimate.options[0] : null
  return (
    <Panel aria-labelledby="booking-estimate-title" data-estimate={estimate.kind}>
      <h3 id="booking-estimate-title">Fare estimate</h3>
      <div aria-live="polite" id="booking-estimate-live" css={visuallyHidden}>
        {spoken}
      </div>
      {estimate.kind === "estimate" ? (
        <>
          <p className="figure">{single ? dollars(single.amount) : `${dollars(estimate.low)} – ${dollars(estimate.high)}`}</p>
          <p className="trip">
            {single ? `${single.vehicleName}, ` : "Depending on the vehicle, "}
            {estimate.trip}
          </p>
          <ul>
            {single
              ? single.items.map((item) => (
                  <li key={item.label}>
                    <span>{item.label}</span>
                    <span>{dollars(item.amount)}</span>
                  </li>
                ))
              : estimate.options.map((option) => (
                  <li key={option.vehicle}>
                    <span>{option.vehicleName}</span>
                    <span>{dollars(option.amount)}</span>
                  </li>
                ))}
          </ul>
          {estimate.note && (
            <p className="small" css={{ marginBottom: "0.4rem" }}>
              {estimate.note}
            </p>
          )}
          <p className="small">
            An estimate from our <RatesLink>published rates</RatesLink>, confirmed by dispatch. {NOT_INCLUDED}
          </p>
        </>
      ) : (
        <>
          <p className="figure" css={{ fontSize: "1.25rem" }}>
            {estimate.kind === "quote" ? QUOTE_TEXT : "Your estimate appears here"}
          </p>
          <p className="small" css={{ marginTop: "0.35rem" }}>
            {estimate.kind === "quote" ? estimate.reason : estimate.summary} <RatesLink>See our rates</RatesLink>.
          </p>
        </>
      )}
    </Panel>
  )
}
