/**
 * What the chauffeur can do with the ride now: while it waits for their answer, Accept ride (one tap) or
 * Can't take it, which opens the reason's form (its code loads as the pointer, a finger or focus reaches
 * the button, and a tap made while it arrives opens it once there). A cancelled or completed ride says so.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react"
import type { RideSheet } from "../../booking-loop/ride-sheet"
import { Actions } from "../booking-loop/styles"
import { Button } from "../ui/button"
import type { AnswerRide } from "./ride-api"

const loadDecline = () => import("./decline-form")
const DeclineForm = lazy(() => loadDecline().then((m) => ({ default: m.DeclineForm })))

/** The line under the ride's answer: where it stands for its chauffeur now. */
function line(ride: RideSheet): string {
  if (ride.state === "cancelled") return "This ride is cancelled. You do not need to go."
  if (ride.state === "completed") return "This ride is completed."
  if (ride.answer === "accepted") return "You accepted this ride. Dispatch and the passenger count on you."
  return ride.actions.length > 0 ? "Dispatch is waiting for your answer." : "This ride is no longer yours to answer."
}

export function RideAnswers({ ride, onAnswer }: { ride: RideSheet; onAnswer: AnswerRide }) {
  const [declining, setDeclining] = useState(false)
  const [accepting, setAccepting] = useState(false)
  // Closed without an answer, focus goes back to the button that opened the form.
  const was = useRef(declining)
  useEffect(() => {
    if (!declining && was.current) document.getElementById("open-decline-ride")?.focus()
    was.current = declining
  }, [declining])

  const canAccept = ride.actions.includes("accept-ride")
  const canDecline = ride.actions.includes("decline-ride")
  const accept = async () => {
    setAccepting(true)
    await onAnswer("accept-ride")
    setAccepting(false)
  }

  return (
    <>
      <p>{line(ride)}</p>
      {declining && canDecline ? (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <DeclineForm onAnswer={onAnswer} onKeep={() => setDeclining(false)} />
        </Suspense>
      ) : (
        (canAccept || canDecline) && (
          // Side by side where they fit, else each across the card: a thumb's target either way.
          <Actions css={{ "& > button": { flex: "1 1 12rem" } }}>
            {canAccept && (
              <Button type="button" size="lg" disabled={accepting} onClick={() => void accept()}>
                {accepting ? "Accepting…" : "Accept ride"}
              </Button>
            )}
            {canDecline && (
              <Button
                id="open-decline-ride"
                type="button"
                size="lg"
                variant="secondary"
                onPointerEnter={loadDecline}
                onFocus={loadDecline}
                onClick={() => setDeclining(true)}
              >
                Can&rsquo;t take it
              </Button>
            )}
          </Actions>
        )
      )}
    </>
  )
}
