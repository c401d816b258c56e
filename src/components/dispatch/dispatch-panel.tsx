/**
 * /dispatch: signed out, the sign-in form (or the one-time link in the fragment, `#s=`, exchanged for the
 * session cookie and wiped from the address); signed in, the rides of today and the next seven days in
 * Boston's time (or of the days dispatch picks), "Needs an answer" first. A ride opens dispatch's page
 * for it over the view; the days are read again when it closes and when the page is seen again.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react"
import styled from "@emotion/styled"
import { formatDay, isIsoDay } from "../../booking/calendar-date"
import {
  addDays,
  daysFrom,
  DAY_VIEW_DAYS,
  groupByDay,
  needingAnswer,
  rideKey,
  SIGN_IN_FRAGMENT,
  type DayRide,
  type DayViewAnswer,
} from "../../booking-loop/day-view"
import type { RideAhead } from "../../booking-loop/roster-removal"
import { Button } from "../ui/button"
import type { Phone } from "../booking-loop/action-panel"
import { Card, Eyebrow, Notice, Stack, TitleRow } from "../booking-loop/styles"
import { CalendarFeed } from "./calendar-feed"
import { RosterCard } from "./roster-card"
import { fetchDays, openSession, signOut } from "./dispatch-api"
import { DayChoice } from "./day-choice"
import { loadRideDialog, RideCard } from "./ride-card"
import { SignInForm } from "./sign-in-form"

const RideDialog = lazy(loadRideDialog)

const rideLinkId = (ride: Pick<DayRide, "reference" | "leg">) => `ride-${rideKey(ride)}`

type Status = { kind: "loading" } | { kind: "signed-out"; notice?: string } | { kind: "ready"; answer: DayViewAnswer; at: Date }

/** A day without rides: one line, its date and "No rides", so a week reads at a glance on a phone. */
const EmptyDay = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 1rem;
  && {
    padding-block: ${({ theme }) => theme.space[4]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const Rides = styled.ul`
  margin: 0;
  padding: 0;
`

/** "Today", "Tomorrow", or the day's name, each with its date. */
function dayHeading(day: string, today: string): string {
  const date = formatDay(day)
  if (day === today) return `Today, ${date}`
  return day === addDays(today, 1) ? `Tomorrow, ${date}` : date
}

interface DayViewProps {
  answer: DayViewAnswer
  at: Date
  phone: Phone
  failure: string
  onSignOut: () => void
  onRefresh: () => void
  onPick: (day?: string) => void
}

function DayView({ answer, at, phone, failure, onSignOut, onRefresh, onPick }: DayViewProps) {
  const [opened, setOpened] = useState<DayRide>()
  const waiting = needingAnswer(answer.rides)
  const groups = new Map(groupByDay(answer.rides).map((group) => [group.day, group.rides]))
  const days = daysFrom(answer.from, answer.days)
  // The ride whose page was closed: its link in its day takes focus once the days are read again (the one in
  // "Needs an answer", where focus went back, leaves that list when dispatch has answered). The same for a ride
  // the roster card asks to be shown: the days from its day are read, and its link takes focus.
  const closed = useRef<string>()
  const card = (ride: DayRide) => (
    <RideCard key={rideKey(ride)} ride={ride} now={at} onOpen={setOpened} failure={failure} onChanged={onRefresh} />
  )
  const dayCard = (ride: DayRide) => (
    <RideCard
      key={rideKey(ride)}
      ride={ride}
      now={at}
      onOpen={setOpened}
      linkId={rideLinkId(ride)}
      failure={failure}
      onChanged={onRefresh}
    />
  )
  const close = () => {
    if (opened) closed.current = rideLinkId(opened)
    setOpened(undefined)
    onRefresh()
  }
  const showRide = (ride: RideAhead) => {
    closed.current = rideLinkId(ride)
    onPick(ride.date)
  }
  useEffect(() => {
    if (!closed.current) return
    document.getElementById(closed.current)?.focus()
    closed.current = undefined
  }, [answer])
  return (
    <Stack>
      {opened && (
        <Suspense fallback={null}>
          <RideDialog ride={opened} phone={phone} onClose={close} />
        </Suspense>
      )}
      <TitleRow>
        <h2>Dispatch&apos;s day</h2>
        <span css={{ display: "flex", gap: "0.75rem" }}>
          <Button type="button" variant="secondary" size="sm" onClick={onRefresh}>
            Refresh
          </Button>
          <Button type="button" variant="secondary" size="sm" onClick={onSignOut}>
            Sign out
          </Button>
        </span>
      </TitleRow>
      <DayChoice from={answer.from} today={answer.today} onPick={onPick} />
      <Card aria-labelledby="dispatch-waiting">
        <Eyebrow>Oldest first</Eyebrow>
        <h3 id="dispatch-waiting">Needs an answer ({waiting.length})</h3>
        {waiting.length === 0 ? <p>Nothing waits for an answer.</p> : <Rides>{waiting.map(card)}</Rides>}
      </Card>
      {days.map((day) => {
        const rides = groups.get(day) ?? []
        const Day = rides.length ? Card : EmptyDay
        return (
          <Day key={day} aria-labelledby={`dispatch-day-${day}`}>
            <h3 id={`dispatch-day-${day}`}>{dayHeading(day, answer.today)}</h3>
            {rides.length ? <Rides>{rides.map(dayCard)}</Rides> : <p>No rides.</p>}
          </Day>
        )
      })}
      <RosterCard failure={failure} onShowRide={showRide} />
      <CalendarFeed failure={failure} />
    </Stack>
  )
}

/** The first day shown as the address keeps it (`?from=YYYY-MM-DD`): a reload, or a phone's return to the tab, shows it again. */
function dayInAddress(): string | undefined {
  const day = new URLSearchParams(window.location.search).get("from")
  return day && isIsoDay(day) ? day : undefined
}

export function DispatchPanel({ failure, phone }: { failure: string; phone: Phone }) {
  const [status, setStatus] = useState<Status>({ kind: "loading" })
  // The first day dispatch picked (none: today), and the latest read asked: an older answer arriving late is dropped.
  const picked = useRef<string>()
  const reads = useRef(0)

  const load = useCallback(async () => {
    const read = (reads.current += 1)
    const answer = await fetchDays(DAY_VIEW_DAYS, failure, picked.current)
    if (read !== reads.current) return
    if (answer.ok) setStatus({ kind: "ready", answer: answer.value, at: new Date() })
    else setStatus({ kind: "signed-out", notice: answer.status === 401 ? undefined : answer.error })
  }, [failure])

  /** Exchanges a sign-in link's one-time token (in the fragment) for the session, then reads the days. */
  const start = useCallback(async () => {
    const token = new URLSearchParams(window.location.hash.slice(1)).get(SIGN_IN_FRAGMENT)
    if (token) {
      // The one-time token leaves the address at once: not kept in the history, not shown over a shoulder.
      window.history.replaceState(null, "", window.location.pathname + window.location.search)
      const opened = await openSession(token, failure)
      if (!opened.ok) return setStatus({ kind: "signed-out", notice: opened.error })
    }
    picked.current ??= dayInAddress()
    await load()
  }, [failure, load])

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the session is this effect's work: the fragment and the cookie exist only in the browser, after hydration
    void start()
    // A sign-in link opened in this tab while the page is open.
    const onHashChange = () => {
      if (new URLSearchParams(window.location.hash.slice(1)).has(SIGN_IN_FRAGMENT)) void start()
    }
    // Back to the page (another app, another tab, the phone woken): the days as they are now.
    const onSeen = () => {
      if (document.visibilityState === "visible") void load()
    }
    window.addEventListener("hashchange", onHashChange)
    document.addEventListener("visibilitychange", onSeen)
    return () => {
      window.removeEventListener("hashchange", onHashChange)
      document.removeEventListener("visibilitychange", onSeen)
    }
  }, [start, load])

  const pick = (day?: string) => {
    picked.current = day
    window.history.replaceState(null, "", day ? `?from=${day}` : window.location.pathname)
    void load()
  }

  const leave = async () => {
    await signOut(failure)
    setStatus({ kind: "signed-out" })
  }

  if (status.kind === "loading") return <Notice tone="success">Loading dispatch&apos;s day...</Notice>
  if (status.kind === "signed-out") return <SignInForm notice={status.notice} failure={failure} />
  return (
    <DayView
      answer={status.answer}
      at={status.at}
      phone={phone}
      failure={failure}
      onSignOut={() => void leave()}
      onRefresh={() => void load()}
      onPick={pick}
    />
  )
}
