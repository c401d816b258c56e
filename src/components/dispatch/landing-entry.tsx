/**
 * An airport pickup's landing, in its row of the day view once the leg's day has begun: the landing as recorded (or
 * not yet) and the free waiting it starts; dispatch records or corrects it there (the loop's `record-landing`, the
 * step the chauffeur's link takes, through the ride's own link: docs/DISPATCH.md, "Recording a landing").
 */
import { useState } from "react"
import type { DayRide } from "../../booking-loop/day-view"
import { LandingForm, type LandingErrors, type LandingInput } from "../booking-loop/landing-form"
import { clockTime, freeWaitingWords } from "../booking-loop/ride-steps"
import { Button } from "../ui/button"
import { actOnRide } from "./dispatch-api"
import { Entry, Panel, usePanel } from "./row-parts"

interface Props {
  ride: DayRide
  failure: string
  /** The days are read again once the landing is recorded. */
  onChanged: () => void
}

export function LandingEntry({ ride, failure, onChanged }: Props) {
  const { open, setOpen, opener } = usePanel()
  const [said, setSaid] = useState("")
  const day = ride.day
  if (!day || (!day.landing && !day.landingOpen)) return null
  const { landing } = day

  const send = async (input: LandingInput): Promise<LandingErrors | undefined> => {
    const acted = await actOnRide(ride, "record-landing", { ...input }, failure)
    if (!acted.ok) return { ...acted.errors, ...(acted.error ? { problem: acted.error } : {}) }
    setSaid(acted.message)
    setOpen(false)
    onChanged()
    return undefined
  }

  const button = day.landingOpen && !open && (
    <Button
      ref={opener}
      type="button"
      size="sm"
      variant="secondary"
      onClick={() => {
        setSaid("")
        setOpen(true)
      }}
    >
      {landing ? "Correct the landing" : "Record the landing"}
      <span className="visually-hidden"> of {ride.reference}</span>
    </Button>
  )
  return (
    <>
      <Entry label="Flight landed" action={button}>
        {landing ? `${clockTime(landing.at)}, ${landing.kind}` : <span className="quiet">Not recorded yet</span>}
        {day.freeUntil && (
          <>
            {" "}
            <span className="quiet">· {freeWaitingWords(day.freeUntil)}</span>
          </>
        )}
        <span role="status" className={said ? "quiet" : "visually-hidden"}>
          {said && ` · ${said}`}
        </span>
      </Entry>
      {open && (
        <Panel>
          <LandingForm
            landing={landing}
            title={
              <>
                The flight’s landing for <span className="reference">{ride.reference}</span>
                {ride.leg === "return" ? ", return" : ""}
              </>
            }
            level={5}
            focusOnOpen
            onSend={send}
            onCancel={() => setOpen(false)}
          />
        </Panel>
      )}
    </>
  )
}
