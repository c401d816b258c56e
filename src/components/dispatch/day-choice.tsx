/**
 * Which days the view shows: any first day, past or future (the browser's own date picker, a calendar on a
 * phone, typed on a keyboard), a week back or on, and back to today.
 */
import { useId, useState, type FormEvent } from "react"
import styled from "@emotion/styled"
import { addDays } from "../../booking-loop/day-view"
import { isIsoDay } from "../../booking/calendar-date"
import { FieldBox } from "../booking/form-field"
import { Button } from "../ui/button"

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
  label {
    display: block;
  }
  input {
    min-width: 11rem;
  }
  ${({ theme }) => theme.mq.md} {
    gap: 0.75rem 1rem;
  }
`

const Steps = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`

const WEEK = 7

interface Props {
  /** The first day shown, and Boston's today (YYYY-MM-DD). */
  from: string
  today: string
  /** Shows the days from `day`; none: from today. */
  onPick: (day?: string) => void
}

export function DayChoice({ from, today, onPick }: Props) {
  const [typed, setTyped] = useState(from)
  const [shown, setShown] = useState(from)
  const inputId = useId()
  // A new answer (a week on, back to today) shows its own first day in the field, in the same render as its days:
  // never the day typed before beside the days of another.
  if (shown !== from) {
    setShown(from)
    setTyped(from)
  }

  const show = (event: FormEvent) => {
    event.preventDefault()
    if (isIsoDay(typed)) onPick(typed)
  }
  const step = (days: number) => onPick(addDays(from, days))

  return (
    <Bar onSubmit={show} aria-label="Days shown">
      <FieldBox>
        <label htmlFor={inputId}>Show from</label>
        <input id={inputId} type="date" value={typed} required onChange={(event) => setTyped(event.target.value)} />
      </FieldBox>
      <Steps>
        <Button type="submit" size="sm">
          Show
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={() => step(-WEEK)}>
          <span aria-hidden="true">‹ </span>Week before
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={() => step(WEEK)}>
          Week after<span aria-hidden="true"> ›</span>
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={() => onPick(undefined)} disabled={from === today}>
          Today
        </Button>
      </Steps>
    </Bar>
  )
}
