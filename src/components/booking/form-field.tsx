import type { ReactNode } from "react"
import styled from "@emotion/styled"

export const FieldGrid = styled.div`
  display: grid;
  gap: 1rem 1.25rem;
  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: 1fr 1fr;
  }
`

/** A field's box: label, control, hint and error, with the controls' shared look. */
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
  input,
  select,
  textarea,
  .field-button {
    width: 100%;
    min-height: 2.875rem;
    padding: 0.625rem 0.875rem;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  textarea {
    min-height: 5.5rem;
    resize: vertical;
  }
  [aria-invalid="true"] {
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
