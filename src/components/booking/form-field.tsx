import type { ReactNode } from "react"
import styled from "@emotion/styled"

export const FieldGrid = styled.div`
  display: grid;
  gap: 1rem 1.25rem;
  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: 1fr 1fr;
  }
`

/** The drop-down arrow of a select, drawn in `color` (the platform's own arrow and grey box are turned off). */
const chevron = (color: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 12 8"><path d="M1 1.5l5 5 5-5" fill="none" stroke="${color}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  )}")`

/** The controls that share the look: text fields of every type, selects, text areas and the date button. */
const CONTROLS = ['input:not([type="checkbox"]):not([type="radio"])', "select", "textarea", ".field-button"]
const controls = (state = "") => CONTROLS.map((control) => `${control}${state}`).join(", ")

/**
 * A field's box: label, control, hint and error, with the controls' shared look. Every engine draws
 * the same controls: the platform's appearance is off (WebKit would draw selects as grey pills and
 * round text fields with an inner shadow), so text fields, selects and the date button share one
 * height, border, radius and focus state, and a select shows the theme's own chevron.
 */
/** A checkbox beside its label, the whole line a target a thumb can hit. */
export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  font-weight: 600;
  cursor: pointer;
  min-height: 2.75rem;
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: currentColor;
  }
`

export const FieldBox = styled.div<{ wide?: boolean }>`
  display: grid;
  gap: 0.35rem;
  align-content: start;
  ${({ theme }) => theme.mq.sm} {
    grid-column: ${({ wide }) => (wide ? "1 / -1" : "auto")};
  }
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  ${controls()} {
    appearance: none;
    width: 100%;
    min-height: 2.875rem;
    margin: 0;
    padding: 0.625rem 0.875rem;
    font: inherit;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: none;
    transition:
      border-color ${({ theme }) => theme.motion.fast},
      box-shadow ${({ theme }) => theme.motion.fast};
  }
  /* An invalid field keeps its red border while hovered or focused. */
  ${controls(':hover:not([aria-invalid="true"])')} {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
  ${controls(':focus:not([aria-invalid="true"])')} {
    border-color: ${({ theme }) => theme.colors.accentStrong};
  }
  select {
    padding-right: 2.5rem;
    background-image: ${({ theme }) => chevron(theme.colors.textMuted)};
    background-repeat: no-repeat;
    background-position: right 0.875rem center;
    background-size: 0.75rem 0.5rem;
    text-overflow: ellipsis;
    cursor: pointer;
  }
  textarea {
    min-height: 5.5rem;
    resize: vertical;
  }
  [aria-invalid="true"],
  ${controls('[aria-invalid="true"]')} {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
`

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`

/** Ids that tie a field to its hint and error, for aria-describedby. */
export const fieldIds = (name: string) => ({
  input: `booking-${name}`,
  label: `booking-${name}-label`,
  hint: `booking-${name}-hint`,
  error: `booking-${name}-error`,
})

/** aria attributes for a control with an optional hint and error message. */
export function describedBy(name: string, hasHint: boolean, error?: string) {
  const ids = fieldIds(name)
  const parts = [hasHint ? ids.hint : "", error ? ids.error : ""].filter(Boolean)
  return {
    id: ids.input,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": parts.length ? parts.join(" ") : undefined,
  } as const
}

interface FieldProps {
  name: string
  label: string
  hint?: string
  error?: string
  wide?: boolean
  optional?: boolean
  children: ReactNode
}

/** A labelled form control with its hint and its error message. */
export function Field({ name, label, hint, error, wide, optional, children }: FieldProps) {
  const ids = fieldIds(name)
  return (
    <FieldBox wide={wide}>
      <label htmlFor={ids.input} id={ids.label}>
        {label}
        {optional && <span css={{ fontWeight: 400 }}> (optional)</span>}
      </label>
      {children}
      {hint && <Hint id={ids.hint}>{hint}</Hint>}
      {error && <ErrorText id={ids.error}>{error}</ErrorText>}
    </FieldBox>
  )
}

/** An email address field: its label, the control (the browser's own autofill) and its error. */
export function EmailField({
  name,
  value,
  onChange,
  error,
}: {
  name: string
  value: string
  onChange(value: string): void
  error: string
}) {
  return (
    <Field name={name} label="Email address" error={error || undefined}>
      <input
        {...describedBy(name, false, error || undefined)}
        type="email"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="email"
      />
    </Field>
  )
}
