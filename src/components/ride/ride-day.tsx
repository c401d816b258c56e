/**
 * The ride on its day, for the chauffeur who accepted it: where it stands and when each status was tapped, ONE
 * large button for the next status, an airport pickup's landing, the free waiting's end, a no-show (offered only
 * once the server allows it, with a confirm step) and Done, which opens the extras' form. Loaded only once the ride
 * is accepted, never in /ride's first load. Each answer replaces the ride shown; the page also reads it again when
 * the free waiting ends, while a no-show waits for dispatch, and when the chauffeur comes back to the page.
 */
import styled from "@emotion/styled"
import { useEffect, useRef, useState } from "react"
import { EXTRA_KINDS, type ExtraKind } from "../../booking-loop/extras"
import type { RideStatus } from "../../booking-loop/model"
import { RIDE_STATUS_LABELS, SET_OUT_FROM_MS } from "../../booking-loop/ride-progress"
import type { RideDay as Day, RideSheet } from "../../booking-loop/ride-sheet"
import { dollars } from "../../booking/dollars"
import { clockTime, freeWaitingWords, RideSteps } from "../booking-loop/ride-steps"
import { LandingForm } from "../booking-loop/landing-form"
import { Actions, Card, Eyebrow, Policy } from "../booking-loop/styles"
import { Button } from "../ui/button"
import { ExtrasForm } from "./extras-form"
import type { AnswerRide } from "./ride-api"

/** How often the page asks again while a no-show waits for dispatch's answer. */
const NO_SHOW_READ_MS = 20_000

/** A reported no-show, as its chauffeur reads it. */
const NO_SHOW_WORDS: Readonly<Record<NonNullable<Day["noShow"]>, string>> = {
  asked: "No-show reported. Waiting for dispatch: stay on location until they answer.",
  refused: "Dispatch did not confirm the no-show and asks you to wait on.",
  approved: "Dispatch confirmed the no-show: the ride ends here, and you are free to go.",
}

/** The one large target of the page: the next status, across the card. */
const NextButton = styled(Button)`
  width: 100%;
  min-height: 4rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  white-space: normal;
`

const StatusTitle = styled.h2`
  && {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.1;
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }
  .since {
    display: block;
    margin-top: 0.35rem;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

/** A part of the card below the button: a hairline above it. */
const Part = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.accentHairline};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

/** Calls `read` again at the free waiting's end, every little while when a no-show waits, and when the page is seen again. */
function useRereads(day: Day, read: () => void) {
  const latest = useRef(read)
  useEffect(() => {
    latest.current = read
  })
  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = []
    const left = day.freeUntil ? new Date(day.freeUntil).getTime() - Date.now() : -1
    if (left > 0 && left < 2 ** 31 - 2000) timers.push(setTimeout(() => latest.current(), left + 1000))
    const every = day.noShow === "asked" ? setInterval(() => latest.current(), NO_SHOW_READ_MS) : undefined
    const onSeen = () => {
      if (document.visibilityState === "visible") latest.current()
    }
    document.addEventListener("visibilitychange", onSeen)
    return () => {
      timers.forEach(clearTimeout)
      clearInterval(every)
      document.removeEventListener("visibilitychange", onSeen)
    }
  }, [day.freeUntil, day.noShow])
}

/** Report a no-show: the button, then a confirm step saying what it does. */
function NoShowReport({ onAnswer }: { onAnswer: AnswerRide }) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const was = useRef(confirming)
  useEffect(() => {
    if (confirming) titleRef.current?.focus()
    else if (was.current) document.getElementById("open-no-show")?.focus()
    was.current = confirming
  }, [confirming])

  if (!confirming)
    return (
      <Button id="open-no-show" type="button" variant="secondary" onClick={() => setConfirming(true)}>
        Report a no-show
      </Button>
    )
  const report = async () => {
    setBusy(true)
    await onAnswer("report-no-show")
    setBusy(false)
  }
  return (
    <div role="group" aria-labelledby="no-show-title">
      <h3 id="no-show-title" ref={titleRef} tabIndex={-1}>
        Report a no-show?
      </h3>
      <p css={{ margin: 0 }}>
        Dispatch is asked to confirm that the passenger did not come. Stay on location until they answer: if they confirm it, the ride ends
        there.
      </p>
      <Actions>
        <Button type="button" disabled={busy} onClick={() => void report()}>
          {busy ? "Reporting…" : "Yes, report the no-show"}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
          Keep waiting
        </Button>
      </Actions>
    </div>
  )
}

/** The extras entered at Done, as the chauffeur typed them (an extra stop's price is the rates', so none is shown). */
function ExtrasDone({ extras }: { extras: Day["extras"] }) {
  if (extras.length === 0) return <p css={{ margin: 0 }}>No tolls, parking or other extras were entered.</p>
  return (
    <ul css={{ margin: 0, paddingLeft: "1.25rem" }}>
      {extras.map((extra, i) => (
        <li key={`${extra.kind}-${i}`}>
          {`${extra.label}: ${extra.note}`}
          {EXTRA_KINDS[extra.kind as ExtraKind]?.atCost && `, ${dollars(extra.dollars)}`}
        </li>
      ))}
    </ul>
  )
}

export function RideDay({ ride, onAnswer, onReread }: { ride: RideSheet; onAnswer: AnswerRide; onReread: () => void }) {
  const day = ride.day as Day
  const [tapping, setTapping] = useState(false)
  const [finishing, setFinishing] = useState(false)
  useRereads(day, onReread)
  const can = (action: RideSheet["actions"][number]) => ride.actions.includes(action)
  const next = can("ride-status") ? (day.next[0] as Exclude<RideStatus, "done"> | undefined) : undefined

  // Closed without finishing, focus goes back to Done.
  const was = useRef(finishing)
  useEffect(() => {
    if (!finishing && was.current) document.getElementById("open-finish")?.focus()
    was.current = finishing
  }, [finishing])

  const tap = async (status: Exclude<RideStatus, "done">) => {
    setTapping(true)
    await onAnswer("ride-status", { status })
    setTapping(false)
  }

  const latest = day.status ? day.at[day.status] : undefined
  return (
    <Card aria-labelledby="ride-day-title">
      <Eyebrow>{`On the day · ${ride.legLabel}`}</Eyebrow>
      <StatusTitle id="ride-day-title">
        <span className="visually-hidden">Status now: </span>
        {day.statusLabel}
        {latest && <span className="since">{`since ${clockTime(latest)}`}</span>}
      </StatusTitle>
      <RideSteps status={day.status} at={day.at} label="The ride's statuses" />
      {day.freeUntil && day.noShow !== "approved" && day.status !== "done" && (
        <Policy tone="good" css={{ marginTop: "1rem" }}>
          {freeWaitingWords(day.freeUntil)}
        </Policy>
      )}
      {day.noShow && (
        <Policy tone={day.noShow === "approved" ? "closed" : "warn"} css={{ marginTop: "1rem" }}>
          {NO_SHOW_WORDS[day.noShow]}
        </Policy>
      )}
      {ride.state === "confirmed" && day.status === null && !next && (
        <p css={{ margin: "1rem 0 0" }}>{`The status buttons open ${SET_OUT_FROM_MS / 3_600_000} hours before the pickup.`}</p>
      )}
      {next && (
        <div css={{ marginTop: "1.25rem" }}>
          <NextButton type="button" size="lg" disabled={tapping} onClick={() => void tap(next)}>
            {tapping ? "Sending…" : RIDE_STATUS_LABELS[next]}
          </NextButton>
        </div>
      )}
      {can("finish-ride") &&
        (finishing ? (
          <Part>
            <ExtrasForm onAnswer={onAnswer} onBack={() => setFinishing(false)} />
          </Part>
        ) : (
          <div css={{ marginTop: "1.25rem" }}>
            <NextButton id="open-finish" type="button" size="lg" onClick={() => setFinishing(true)}>
              Done
            </NextButton>
          </div>
        ))}
      {can("report-no-show") && (
        <Part>
          <NoShowReport onAnswer={onAnswer} />
        </Part>
      )}
      {can("record-landing") && (
        <Part>
          <LandingForm
            landing={day.landing}
            title="The flight’s landing"
            level={3}
            onSend={async (input) => (await onAnswer("record-landing", input)) ?? undefined}
          />
        </Part>
      )}
      {day.status === "done" && (
        <Part>
          <h3>What you entered at Done</h3>
          <ExtrasDone extras={day.extras} />
        </Part>
      )}
    </Card>
  )
}
