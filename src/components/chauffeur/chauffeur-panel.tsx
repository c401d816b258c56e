/**
 * A chauffeur's day (/chauffeur#t=<a ride link's token>, docs/CHAUFFEURS.md): their rides of the next days by day,
 * each with its time, pickup, the name for the sign, the passenger's phone to tap, the dropoff and its own /ride
 * page; Print gives the sheet alone; then their calendar feed. The token is kept for the tab as /booking keeps its
 * link (link-memory.ts), under a key of its own.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from "react"
import styled from "@emotion/styled"
import type { ChauffeurDayAnswer, ChauffeurRide } from "../../booking-loop/chauffeur-day"
import { groupByDay } from "../../booking-loop/day-view"
import { formatDay } from "../../booking/calendar-date"
import { takeLink } from "../booking-loop/link-memory"
import { CallLink, Card, Details, Eyebrow, Stack, TitleRow } from "../booking-loop/styles"
import { Button } from "../ui/button"
import { feedApiOf, fetchDay } from "./chauffeur-api"

const LINK_KEY = "chauffeur-link"

// The feed's card comes when the chauffeur opens it: the rides, which every visit needs, load without its code.
const FeedCard = lazy(() => import("../dispatch/calendar-feed").then((module) => ({ default: module.FeedCard })))

const FEED_ABOUT =
  "Your rides in your calendar app, kept current: a moved ride moves, a cancelled one is marked cancelled, a ride you are taken off leaves it. Each event holds the pickup, the route, the name for the sign and the passenger's phone, and no price."

/** The calendar feed: what it is, then, once opened, its address and Make or Replace (dispatch's card, FeedCard). */
function ChauffeurFeed({ failure, token }: { failure: string; token: string }) {
  const [open, setOpen] = useState(false)
  const opened = useRef<HTMLDivElement>(null)
  const api = useMemo(() => feedApiOf(token), [token])
  useEffect(() => {
    if (open) opened.current?.focus()
  }, [open])
  if (open)
    return (
      <div ref={opened} tabIndex={-1}>
        <Suspense fallback={<p role="status">Opening your calendar feed…</p>}>
          <FeedCard failure={failure} api={api} keepTo="keep it to yourself" about={FEED_ABOUT} />
        </Suspense>
      </div>
    )
  return (
    <Card aria-labelledby="feed-title">
      <Eyebrow>Google, Outlook, Apple</Eyebrow>
      <h3 id="feed-title">Your calendar</h3>
      <p>{FEED_ABOUT}</p>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        Set up the calendar feed
      </Button>
    </Card>
  )
}

type Phase =
  { name: "loading" } | { name: "no-link" } | { name: "failed"; error: string } | { name: "ready"; day: ChauffeurDayAnswer; token: string }

/** Printing shows the sheet alone: the site's header, the page's heading, buttons and the feed stay off the paper. */
const Sheet = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  @media print {
    gap: 0.5rem;
  }
`

const RideItem = styled.li`
  list-style: none;
  padding: ${({ theme }) => theme.space[4]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.accentHairline};
  break-inside: avoid;
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0 0 0.5rem;
    overflow-wrap: anywhere;
  }
`

const RideList = styled.ol`
  margin: 0;
  padding: 0;
`

/** What stays off the paper: buttons, links, the feed. */
export const NotPrinted = styled.div`
  @media print {
    display: none;
  }
`

/** The sheet's own rows that the entry shows first, in its own words. */
const ROUTE_ROWS = new Set(["Pickup location", "Dropoff location"])

/** The route, the sign and the phone first, as a chauffeur reads them on the curb; then the rest of the sheet's rows. */
function RideEntry({ ride }: { ride: ChauffeurRide }) {
  // The page of the ride on this site, wherever the link's address was made for.
  const url = new URL(ride.link, "http://localhost")
  const rows: [string, ReactNode][] = [
    ["Pickup", ride.pickup],
    ...ride.stops.map((stop, index): [string, ReactNode] => [`Stop ${index + 1}`, stop]),
    ["Dropoff", ride.dropoff],
    ["Name on the sign", ride.signName],
    ["Passenger's phone", <a href={ride.passengerPhone.tel}>{ride.passengerPhone.display}</a>],
    ...ride.rows
      .filter((row) => !ROUTE_ROWS.has(row.label) && !row.label.startsWith("Stop"))
      .map((row): [string, ReactNode] => [row.label, row.value]),
    ["Vehicle", `${ride.vehicle.colour} ${ride.vehicle.makeModel}, plate ${ride.vehicle.plate}`],
    ...(ride.dispatchNote ? [["Dispatch's note", ride.dispatchNote] as [string, ReactNode]] : []),
    ["Your answer", ride.answer === "accepted" ? "Accepted" : "Not answered yet"],
  ]
  return (
    <RideItem>
      <h4>
        {ride.time} · {ride.legLabel} · {ride.reference}
      </h4>
      <Details>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Details>
      <NotPrinted>
        <a href={`${url.pathname}${url.hash}`}>
          Open ride {ride.reference}
          {ride.leg === "return" ? " (return)" : ""}
        </a>
      </NotPrinted>
    </RideItem>
  )
}

export function ChauffeurPanel({ failure, phone }: { failure: string; phone: { display: string; tel: string } }) {
  const [phase, setPhase] = useState<Phase>({ name: "loading" })

  useEffect(() => {
    const { token } = takeLink(LINK_KEY)
    let live = true
    void (async () => {
      const answer = token ? await fetchDay(token, failure) : null
      if (!live) return
      if (!answer) setPhase({ name: "no-link" })
      else setPhase(answer.ok ? { name: "ready", day: answer.value, token } : { name: "failed", error: answer.error })
    })()
    return () => {
      live = false
    }
  }, [failure])

  if (phase.name === "loading") return <p role="status">Opening your rides…</p>
  if (phase.name !== "ready")
    return (
      <Card aria-labelledby="day-problem">
        <h2 id="day-problem">Your rides could not be shown</h2>
        <p>{phase.name === "no-link" ? "Open this page from the link to any of your rides, in its email." : phase.error}</p>
        <p css={{ margin: 0 }}>
          <CallLink href={`tel:${phone.tel}`}>Call dispatch at {phone.display}</CallLink>
        </p>
      </Card>
    )

  const { day } = phase
  const groups = groupByDay(day.rides)
  return (
    <Stack>
      <Card aria-labelledby="day-title">
        <TitleRow>
          <h2 id="day-title">{day.chauffeur}&apos;s rides</h2>
          <NotPrinted>
            <Button type="button" variant="secondary" size="sm" onClick={() => window.print()}>
              Print
            </Button>
          </NotPrinted>
        </TitleRow>
        <Sheet>
          {groups.length === 0 && <p>No rides for you in the next {day.days} days.</p>}
          {groups.map((group) => (
            <section key={group.day} aria-labelledby={`day-${group.day}`}>
              <h3 id={`day-${group.day}`}>{formatDay(group.day)}</h3>
              <RideList>
                {group.rides.map((ride) => (
                  <RideEntry key={`${ride.reference}-${ride.leg}`} ride={ride} />
                ))}
              </RideList>
            </section>
          ))}
        </Sheet>
      </Card>
      <NotPrinted>
        <ChauffeurFeed failure={failure} token={phase.token} />
      </NotPrinted>
    </Stack>
  )
}
