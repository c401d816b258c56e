/**
 * /dispatch: signed out, the sign-in form (or the one-time link in the fragment, `#s=`, exchanged for the
 * session cookie and wiped from the address); signed in, the rides of today and the next seven days in
 * Boston's time, "Needs an answer" first.
 */
import { useCallback, useEffect, useState } from "react"
import styled from "@emotion/styled"
import { formatDay } from "../../booking/calendar-date"
import { addDays, DAY_VIEW_DAYS, groupByDay, needingAnswer, SIGN_IN_FRAGMENT, type DayViewAnswer } from "../../booking-loop/day-view"
import { Button } from "../ui/button"
import { Card, Eyebrow, Notice, Stack, TitleRow } from "../booking-loop/styles"
import { CalendarFeed } from "./calendar-feed"
import { fetchDays, openSession, signOut } from "./dispatch-api"
import { RideCard } from "./ride-card"
import { SignInForm } from "./sign-in-form"

type Status = { kind: "loading" } | { kind: "signed-out"; notice?: string } | { kind: "ready"; answer: DayViewAnswer; at: Date }

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
  failure: string
  onSignOut: () => void
  onRefresh: () => void
}

function DayView({ answer, at, failure, onSignOut, onRefresh }: DayViewProps) {
  const waiting = needingAnswer(answer.rides)
  const groups = new Map(groupByDay(answer.rides).map((group) => [group.day, group.rides]))
  const days = Array.from({ length: answer.days }, (_, i) => addDays(answer.from, i))
  return (
    <Stack>
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
      <Card aria-labelledby="dispatch-waiting">
        <Eyebrow>Oldest first</Eyebrow>
        <h3 id="dispatch-waiting">Needs an answer ({waiting.length})</h3>
        {waiting.length === 0 ? (
          <p>Nothing waits for an answer.</p>
        ) : (
          <Rides>
            {waiting.map((ride) => (
              <RideCard key={ride.reference} ride={ride} now={at} />
            ))}
          </Rides>
        )}
      </Card>
      {days.map((day) => (
        <Card key={day} aria-labelledby={`dispatch-day-${day}`}>
          <h3 id={`dispatch-day-${day}`}>{dayHeading(day, answer.today)}</h3>
          {groups.get(day)?.length ? (
            <Rides>
              {groups.get(day)?.map((ride) => (
                <RideCard key={ride.reference} ride={ride} now={at} />
              ))}
            </Rides>
          ) : (
            <p>No rides.</p>
          )}
        </Card>
      ))}
      <CalendarFeed failure={failure} />
    </Stack>
  )
}

export function DispatchPanel({ failure }: { failure: string }) {
  const [status, setStatus] = useState<Status>({ kind: "loading" })

  const load = useCallback(async () => {
    const answer = await fetchDays(DAY_VIEW_DAYS, failure)
    if (answer.ok) setStatus({ kind: "ready", answer: answer.value, at: new Date() })
    else setStatus({ kind: "signed-out", notice: answer.status === 401 ? undefined : answer.error })
  }, [failure])

  /** Exchanges a sign-in link's one-time token (in the fragment) for the session, then reads the days. */
  const start = useCallback(async () => {
    const token = new URLSearchParams(window.location.hash.slice(1)).get(SIGN_IN_FRAGMENT)
    if (token) {
      // The one-time token leaves the address at once: not kept in the history, not shown over a shoulder.
      window.history.replaceState(null, "", window.location.pathname)
      const opened = await openSession(token, failure)
      if (!opened.ok) return setStatus({ kind: "signed-out", notice: opened.error })
    }
    await load()
  }, [failure, load])

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the session is this effect's work: the fragment and the cookie exist only in the browser, after hydration
    void start()
    // A sign-in link opened in this tab while the page is open.
    const onHashChange = () => {
      if (new URLSearchParams(window.location.hash.slice(1)).has(SIGN_IN_FRAGMENT)) void start()
    }
    window.addEventListener("hashchange", onHashChange)
    return () => window.removeEventListener("hashchange", onHashChange)
  }, [start])

  const leave = async () => {
    await signOut(failure)
    setStatus({ kind: "signed-out" })
  }

  if (status.kind === "loading") return <Notice tone="success">Loading dispatch&apos;s day...</Notice>
  if (status.kind === "signed-out") return <SignInForm notice={status.notice} failure={failure} />
  return <DayView answer={status.answer} at={status.at} failure={failure} onSignOut={() => void leave()} onRefresh={() => void load()} />
}
