/**
 * The ride behind a chauffeur's link: read from the fragment (#t=…, then kept for the tab under a key of
 * its own and out of the address bar: link-memory.ts), fetched with the token in a header, shown as the
 * ride's sheet with the chauffeur's answer beside it. A link that opens no ride says why, with dispatch's number.
 */
import { chauffeurDayHref } from "../../booking-loop/chauffeur-day"
import { lazy, Suspense, useCallback, useState } from "react"
import type { RideSheet } from "../../booking-loop/ride-sheet"
import type { Phone } from "../../hooks/use-business"
import { takeLink, useOpenedLink } from "../booking-loop/link-memory"
import { CallLink, Card, Grid, Stack } from "../booking-loop/styles"
import { AnswerNotice, Opening } from "./answer-notice"
import { answerRide, fetchRide, type AnswerRide } from "./ride-api"
import { RideAnswers } from "./ride-answers"
import { RideSheetCard } from "./ride-sheet-card"

/** The ride's day (its status, the next tap, waiting, no-show, Done): only a ride its chauffeur accepted shows it. */
const RideDay = lazy(() => import(/* webpackChunkName: "ride-day" */ "../booking-loop/day-parts").then((m) => ({ default: m.RideDay })))

/** Where this tab keeps the chauffeur's link, apart from a booking's (a customer's or dispatch's) kept by /booking. */
const RIDE_LINK_KEY = "ride-link"

type Notice = { tone: "success" | "warning"; text: string }
/** No ride to show: no link, one not valid, the system unreachable, or the chauffeur's answer took them off the ride. */
type Problem = { name: "no-link" } | { name: "invalid" | "failed"; error: string } | { name: "ended"; notice: Notice }
type Phase = { name: "reading" } | Problem | { name: "shown"; token: string; ride: RideSheet; notice?: Notice }

/**
 * The ride of this tab's link as a phase, the chauffeur's answer to it (each answer replaces the ride shown, with
 * the server's words), and a quiet read of the ride as it is now (dispatch's answer, the free waiting's end).
 */
function useRideLink(failure: string): { phase: Phase; answer: AnswerRide; reread: () => void } {
  const [phase, setPhase] = useState<Phase>({ name: "reading" })

  const load = useCallback(async () => {
    const { token } = takeLink(RIDE_LINK_KEY)
    if (!token) return setPhase({ name: "no-link" })
    setPhase({ name: "reading" })
    const outcome = await fetchRide(token, failure)
    if (outcome.kind === "ok" && outcome.ride) setPhase({ name: "shown", token, ride: outcome.ride })
    else setPhase({ name: outcome.kind === "invalid" ? "invalid" : "failed", error: "error" in outcome ? outcome.error : failure })
  }, [failure])

  useOpenedLink(load)

  const answer: AnswerRide = async (action, input = {}) => {
    if (phase.name !== "shown") return undefined
    const outcome = await answerRide(phase.token, action, input, phase.ride, failure)
    if (outcome.kind === "fields") return outcome.errors
    if (outcome.kind === "ok") {
      const notice = { tone: "success" as const, text: outcome.message ?? "" }
      // A ride given back is no longer the chauffeur's: the server shows none, and neither does the page.
      setPhase(outcome.ride ? { ...phase, ride: outcome.ride, notice } : { name: "ended", notice })
    } else if (outcome.kind === "conflict") setPhase({ ...phase, ride: outcome.ride, notice: { tone: "warning", text: outcome.error } })
    else if (outcome.kind === "invalid") setPhase({ name: "invalid", error: outcome.error })
    else setPhase({ ...phase, notice: { tone: "warning", text: outcome.error } })
    return undefined
  }

  const reread = () => {
    if (phase.name !== "shown") return
    const { token } = phase
    void fetchRide(token, failure).then((outcome) => {
      const ride = outcome.kind === "ok" ? outcome.ride : null
      // A read that fails changes nothing: the next answer or read says what happened.
      if (ride) setPhase((now) => (now.name === "shown" && now.token === token ? { ...now, ride } : now))
    })
  }

  return { phase, answer, reread }
}

const PROBLEM_TITLES: Record<Problem["name"], string> = {
  "no-link": "Open your ride's link",
  invalid: "We could not open this ride",
  failed: "Your ride could not be shown",
  ended: "No longer your ride",
}

/** A link that opens no ride: why (the server's answer, read out, when it was the chauffeur's own), and dispatch's number, in /booking's way of saying so. */
function RideProblem({ problem, phone }: { problem: Problem; phone: Phone }) {
  const why = "error" in problem ? problem.error : "Open the link in the email dispatch sent you about the ride to see it here."
  return (
    <Card aria-labelledby="ride-problem">
      <h2 id="ride-problem">{PROBLEM_TITLES[problem.name]}</h2>
      {"notice" in problem ? (
        <div css={{ marginBottom: "1rem" }}>
          <AnswerNotice notice={problem.notice} />
        </div>
      ) : (
        <p>{why}</p>
      )}
      <p css={{ margin: 0 }}>
        <CallLink href={`tel:${phone.tel}`}>Call dispatch {phone.display}</CallLink>
      </p>
    </Card>
  )
}

export function RidePanel({ phone }: { phone: Phone }) {
  const failure = `We could not reach our booking system just now. Please try again, or call dispatch at ${phone.display}.`
  const { phase, answer, reread } = useRideLink(failure)

  if (phase.name === "reading") return <Opening text="Opening your ride…" minHeight="28rem" />
  if (phase.name !== "shown") return <RideProblem problem={phase} phone={phone} />

  // On the ride's day its status and next tap come first, within a thumb's reach on a phone; from lg they sit in
  // the right-hand column beside the sheet.
  const onDay = phase.ride.day !== null && phase.ride.state !== "cancelled"
  const sheet = <RideSheetCard key="sheet" ride={phase.ride} />
  const side = (
    <Stack key="side" data-print="no" css={(theme) => (onDay ? { [theme.mq.lg]: { order: 1 } } : {})}>
      <AnswerNotice notice={phase.notice} />
      {onDay && (
        <Suspense fallback={<Opening text="Opening the ride's day…" minHeight="16rem" />}>
          <RideDay ride={phase.ride} onAnswer={answer} onReread={reread} />
        </Suspense>
      )}
      <Card aria-labelledby="ride-answer">
        <h2 id="ride-answer">Your answer</h2>
        <RideAnswers ride={phase.ride} onAnswer={answer} />
        <p css={{ margin: "1rem 0 0" }}>
          Questions about the ride? Call dispatch at <a href={`tel:${phone.tel}`}>{phone.display}</a>.
        </p>
        <p css={{ margin: "0.75rem 0 0" }}>
          <a href={chauffeurDayHref(phase.token)}>All your rides</a>: your next two weeks, to print or add to your calendar.
        </p>
      </Card>
    </Stack>
  )
  return <Grid>{onDay ? [side, sheet] : [sheet, side]}</Grid>
}
