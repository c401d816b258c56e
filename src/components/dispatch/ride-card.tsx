/**
 * One ride in dispatch's day view: when, who (tap to call), what, where, the customer's requests, the
 * fare and its state; who drives it (assigned from the row) and, at an airport pickup on its day, the flight's landing
 * (recorded from the row). Its reference opens dispatch's page for it over the view (ride-dialog.tsx, loaded
 * as the pointer or focus reaches the link); a new tab or window gets the /booking page itself.
 */
import type { MouseEvent } from "react"
import styled from "@emotion/styled"
import { waitedFor, type DayRide } from "../../booking-loop/day-view"
import { Details, StateBadge } from "../booking-loop/styles"
import { Driver } from "./assign-form"
import { LandingEntry } from "./landing-entry"

const Ride = styled.li`
  list-style: none;
  padding: ${({ theme }) => theme.space[4]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-of-type {
    border-bottom: 0;
  }
  h4 {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.75rem;
    margin: 0 0 0.5rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .requests {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const Waiting = styled.p`
  && {
    margin: 0 0 0.5rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.danger};
  }
`

/** The dialog's code, fetched once a ride's link is reached for. */
export const loadRideDialog = () => import("./ride-dialog")

/** A plain click: one that opens the ride over the view (a modified or middle click keeps the browser's own). */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

interface Props {
  ride: DayRide
  now: Date
  onOpen: (ride: DayRide) => void
  /** The id of the ride's link, in its day's list (focus comes back to it from the ride's page). */
  linkId?: string
  failure: string
  /** Something of the ride changed from its row (its chauffeur): the days are read again. */
  onChanged: () => void
}

export function RideCard({ ride, now, onOpen, linkId, failure, onChanged }: Props) {
  const open = (event: MouseEvent) => {
    if (!plainClick(event)) return
    event.preventDefault()
    onOpen(ride)
  }
  return (
    <Ride>
      <h4>
        <span>{ride.time}</span>
        <a id={linkId} href={ride.link} onClick={open} onPointerEnter={loadRideDialog} onFocus={loadRideDialog}>
          {ride.leg === "return" ? `Return of ${ride.reference}` : ride.reference}
        </a>
        <StateBadge state={ride.state} as="span">
          {ride.stateLabel}
        </StateBadge>
      </h4>
      {ride.waiting && (
        <Waiting>
          {ride.waiting.label}, for {waitedFor(ride.waiting.since, now)}
        </Waiting>
      )}
      <Details>
        <div>
          <dt>Customer</dt>
          <dd>
            {ride.name}, <a href={ride.tel}>{ride.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Ride</dt>
          <dd>
            {ride.service}, {ride.vehicle}, {ride.passengers} {ride.passengers === "1" ? "passenger" : "passengers"}
          </dd>
        </div>
        <div>
          <dt>{ride.leg === "return" ? "Route back" : "Route"}</dt>
          <dd>{ride.route.join(" → ")}</dd>
        </div>
        {ride.returnTrip && (
          <div>
            <dt>Return</dt>
            <dd>{ride.returnTrip}</dd>
          </div>
        )}
        {ride.outbound && (
          <div>
            <dt>Ride there</dt>
            <dd>{ride.outbound}</dd>
          </div>
        )}
        {ride.requests && (
          <div>
            <dt>Requests</dt>
            <dd className="requests">{ride.requests}</dd>
          </div>
        )}
        <div>
          <dt>{ride.fare.label}</dt>
          <dd>{ride.fare.text}</dd>
        </div>
      </Details>
      <Driver ride={ride} failure={failure} onChanged={onChanged} />
      <LandingEntry ride={ride} failure={failure} onChanged={onChanged} />
    </Ride>
  )
}
