import { useEffect, useRef } from "react"
import styled from "@emotion/styled"
import type { UseFormRegister } from "react-hook-form"
import Plus from "lucide-react/icons/plus"
import X from "lucide-react/icons/x"
import { STOPS_MAX } from "../../config/constants"
import type { BookingFormValues } from "../../booking/booking-schema"
import { ErrorText, FieldBox, describedBy, fieldIds } from "./form-field"

const Stop = styled(FieldBox)`
  grid-template-columns: 1fr auto;
  column-gap: 0.5rem;
  align-items: center;
  label {
    grid-column: 1 / -1;
  }
`

export const QuietButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-height: 2.75rem;
  min-width: 2.75rem;
  padding: 0.5rem 0.75rem;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accentStrong};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  svg {
    color: ${({ theme }) => theme.colors.accentStrong};
  }
`

interface Props {
  stops: readonly string[]
  register: UseFormRegister<BookingFormValues>
  /** The message of each stop, by position. */
  errors: readonly (string | undefined)[]
  /** The whole list after an add or a removal. */
  onChange: (stops: string[]) => void
}

const stopName = (i: number) => `stops.${i}` as const

/**
 * Up to STOPS_MAX stops between pickup and dropoff, in order. Adding one puts the cursor in it;
 * removing one moves focus to the stop that took its place, or to "Add a stop".
 */
export function StopsField({ stops, register, errors, onChange }: Props) {
  const list = useRef<HTMLDivElement>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const focusNext = useRef<number | "add" | null>(null)

  useEffect(() => {
    const target = focusNext.current
    focusNext.current = null
    if (target === null) return
    const input = typeof target === "number" ? list.current?.querySelector<HTMLInputElement>(`#${fieldIds(`stop-${target}`).input}`) : null
    ;(input ?? addButton.current)?.focus()
  }, [stops.length])

  const add = () => {
    focusNext.current = stops.length
    onChange([...stops, ""])
  }
  const remove = (index: number) => {
    focusNext.current = stops.length > 1 ? Math.min(index, stops.length - 2) : "add"
    onChange(stops.filter((_, i) => i !== index))
  }

  return (
    <div ref={list} css={{ display: "contents" }}>
      {stops.map((_, i) => {
        const name = `stop-${i}`
        const ids = fieldIds(name)
        return (
          <Stop key={i} wide>
            <label htmlFor={ids.input}>Stop {i + 1}</label>
            <input type="text" autoComplete="off" {...register(stopName(i))} {...describedBy(name, false, errors[i])} />
            <QuietButton type="button" onClick={() => remove(i)} aria-label={`Remove stop ${i + 1}`} css={{ borderStyle: "solid" }}>
              <X size={18} aria-hidden="true" />
            </QuietButton>
            {errors[i] && (
              <ErrorText id={ids.error} css={{ gridColumn: "1 / -1" }}>
                {errors[i]}
              </ErrorText>
            )}
          </Stop>
        )
      })}
      {stops.length < STOPS_MAX && (
        <div css={{ gridColumn: "1 / -1" }}>
          <QuietButton ref={addButton} type="button" onClick={add}>
            <Plus size={18} aria-hidden="true" /> Add a stop
          </QuietButton>
        </div>
      )}
    </div>
  )
}
