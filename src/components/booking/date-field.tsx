import { useEffect, useId, useRef, useState } from "react"
import styled from "@emotion/styled"
import { DayPicker } from "react-day-picker"
import "react-day-picker/style.css"
import { CALENDAR_SHOW_OUTSIDE_DAYS, CALENDAR_WEEK_STARTS_ON } from "../../config/constants"
import { dateToDay, dayToDate, formatDay, lastBookableDay, todayInBusinessZone, type IsoDay } from "../../booking/calendar-date"

const Popover = styled.div`
  position: absolute;
  z-index: 5;
  top: calc(100% + 0.25rem);
  left: 0;
  padding: 0.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lifted};
  --rdp-accent-color: ${({ theme }) => theme.colors.accentStrong};
  --rdp-accent-background-color: ${({ theme }) => theme.colors.surfaceMuted};
  --rdp-day-height: 2.5rem;
  --rdp-day-width: 2.5rem;
  --rdp-day_button-height: 2.375rem;
  --rdp-day_button-width: 2.375rem;
  .rdp-disabled {
    opacity: 0.45;
  }
`

const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" })
const weekday = new Intl.DateTimeFormat("en-US", { weekday: "long" })

/** "24 November 2026, Tuesday": the visible day number comes first, so the spoken name matches what is seen. */
function dayButtonLabel(date: Date, modifiers: { today?: boolean; selected?: boolean }): string {
  const extras = [modifiers.today && "today", modifiers.selected && "selected"].filter(Boolean).join(", ")
  return `${date.getDate()} ${monthYear.format(date)}, ${weekday.format(date)}${extras ? `, ${extras}` : ""}`
}

interface Props {
  value: IsoDay
  onChange: (day: IsoDay) => void
  /** aria attributes tying the button to its label, hint and error. */
  controlProps: { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string }
  labelId: string
}

/**
 * The date control (docs/REQUIREMENTS.md §4, date picker): a button that opens a calendar. One day
 * can be chosen; choosing it again clears it; days before today (in Boston), and after the last bookable
 * day (BOOKING_DAYS_AHEAD), cannot be chosen; weeks start on Sunday.
 */
export function DateField({ value, onChange, controlProps, labelId }: Props) {
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const popoverId = useId()
  const today = dayToDate(todayInBusinessZone())
  const last = dayToDate(lastBookableDay())

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener("pointerdown", onPointer)
    return () => document.removeEventListener("pointerdown", onPointer)
  }, [open])

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }

  return (
    <div ref={wrapper} css={{ position: "relative" }}>
      <button
        ref={button}
        type="button"
        className="field-button"
        css={{ textAlign: "left", cursor: "pointer" }}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        aria-labelledby={`${labelId} ${controlProps.id}`}
        onClick={() => setOpen((o) => !o)}
        {...controlProps}
      >
        {value ? formatDay(value) : "Select a date"}
      </button>
      {open && (
        <Popover
          id={popoverId}
          role="dialog"
          aria-label="Choose a date"
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.stopPropagation()
              close()
            }
          }}
        >
          <DayPicker
            mode="single"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the calendar opens as a dialog at the visitor's request, and focus moves into it as the dialog pattern asks
            autoFocus
            selected={value ? dayToDate(value) : undefined}
            defaultMonth={value ? dayToDate(value) : today}
            onSelect={(date) => {
              onChange(date ? dateToDay(date) : "")
              if (date) close()
            }}
            weekStartsOn={CALENDAR_WEEK_STARTS_ON}
            showOutsideDays={CALENDAR_SHOW_OUTSIDE_DAYS}
            disabled={{ before: today, after: last }}
            startMonth={today}
            endMonth={last}
            labels={{ labelDayButton: dayButtonLabel }}
          />
        </Popover>
      )}
    </div>
  )
}
