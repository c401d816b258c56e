/**
 * A leg's day as a row of its statuses (On the way, On location, Passenger on board, Done), each reached one
 * marked with the time it was tapped, and the free waiting's end once it counts. One drawing for the chauffeur's
 * /ride and the customer's and dispatch's /booking, each loading it only on the ride's day.
 */
import styled from "@emotion/styled"
import type { RideStatus } from "../../booking-loop/model"
import { RIDE_STATUSES, RIDE_STATUS_LABELS } from "../../booking-loop/ride-progress"
import { BUSINESS_TIME_ZONE } from "../../config/constants"

/** A moment on the ride's day, its clock time alone, in Boston's time: "8:45 PM". */
export const clockTime = (iso: string): string =>
  new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", minute: "2-digit" }).format(new Date(iso))

const Steps = styled.ol`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    align-content: start;
    gap: 0.2rem;
    padding-top: 0.65rem;
    border-top: 4px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: 1.3;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li[data-reached] {
    border-top-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};
  }
  li[aria-current] {
    font-weight: 600;
  }
  time {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`

/** The statuses in order: each reached one with its time, the latest marked as the current one. */
export function RideSteps({ status, at, label }: { status: RideStatus | null; at: Partial<Record<RideStatus, string>>; label: string }) {
  const reached = status ? RIDE_STATUSES.indexOf(status) : -1
  return (
    <Steps aria-label={label}>
      {RIDE_STATUSES.map((step, i) => {
        const when = at[step]
        return (
          <li key={step} data-reached={i <= reached ? "" : undefined} aria-current={i === reached ? "step" : undefined}>
            <span>{RIDE_STATUS_LABELS[step]}</span>
            {when ? <time dateTime={when}>{clockTime(when)}</time> : <span className="visually-hidden">not yet</span>}
          </li>
        )
      })}
    </Steps>
  )
}

/** The free waiting in words, once it counts: until when, or that it is over. */
export function freeWaitingWords(freeUntil: string, now = new Date()): string {
  return new Date(freeUntil).getTime() > now.getTime()
    ? `Waiting is free until ${clockTime(freeUntil)}.`
    : `The free waiting ended at ${clockTime(freeUntil)}.`
}
