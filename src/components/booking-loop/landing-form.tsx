/**
 * An airport pickup's actual landing, as its chauffeur (/ride) or dispatch (a ride's row of the day view, or the
 * ride's /booking) records it: when (now unless changed, on Boston's clock like every time of the ride) and whether the
 * flight was domestic or international, which sets the free waiting that counts from it. One form for all three, sent
 * through the loop's `record-landing`.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react"
import type { LegProgress } from "../../booking-loop/ride-progress"
import { bostonInput, fromBostonInput } from "../../booking-loop/pickup"
import { PROGRESS_MESSAGES } from "../../booking-loop/ride-progress"
import { FREE_WAITING_MINUTES } from "../../booking-loop/waiting-figures"
import { describedBy, ErrorText, Field, fieldIds } from "../booking/form-field"
import { Button } from "../ui/button"
import { clockTime } from "./ride-steps"
import { Actions, Form, Notice } from "./styles"

export type FlightKind = NonNullable<LegProgress["landing"]>["kind"]

/** What the form sends. */
export interface LandingInput {
  landedAt: string
  kind: FlightKind
}

/**
 * What came back: nothing once recorded; else a message per field the server named (`landedAt`, `kind`), or
 * `problem`, what else stopped it (the passenger already on board...).
 */
export type LandingErrors = Partial<Record<"landedAt" | "kind" | "problem", string>>

const KIND_LABELS: Readonly<Record<FlightKind, string>> = { domestic: "Domestic", international: "International" }

/** What the free waiting is, from the terms' figures. */
const FREE_WORDS = `The free waiting counts from the landing: ${FREE_WAITING_MINUTES.domestic} minutes after a domestic flight, ${FREE_WAITING_MINUTES.international} after an international one.`

interface Props {
  /** The landing recorded so far, if any (the form then corrects it). */
  landing: LegProgress["landing"]
  onSend: (input: LandingInput) => Promise<LandingErrors | undefined>
  /** The form's title, and the level of its heading where it sits on the page. */
  title: ReactNode
  level: 3 | 5
  /** A way out of the form without recording, where it was opened from a button. */
  onCancel?: () => void
  /** Focus the form's title when it appears (it was opened by a button). */
  focusOnOpen?: boolean
}

export function LandingForm({ landing, onSend, title, level, onCancel, focusOnOpen }: Props) {
  const ids = useId().replace(/:/g, "")
  const name = (key: string) => `landing-${ids}-${key}`
  const [at, setAt] = useState(() => bostonInput(landing ? new Date(landing.at) : new Date()))
  const [kind, setKind] = useState<FlightKind | "">(landing?.kind ?? "")
  const [errors, setErrors] = useState<LandingErrors>({})
  const [busy, setBusy] = useState(false)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const Heading = level === 3 ? "h3" : "h5"

  useEffect(() => {
    if (focusOnOpen) titleRef.current?.focus()
  }, [focusOnOpen])

  /** The first field named wrong takes the focus; a problem of no field is announced where it shows. */
  const showErrors = (found: LandingErrors) => {
    setErrors(found)
    const first = found.landedAt
      ? formRef.current?.querySelector<HTMLElement>(`#${fieldIds(name("at")).input}`)
      : found.kind
        ? formRef.current?.querySelector<HTMLElement>('input[type="radio"]')
        : null
    first?.focus()
  }

  const send = async (event: FormEvent) => {
    event.preventDefault()
    const landed = fromBostonInput(at)
    const found: LandingErrors = {
      ...(landed ? {} : { landedAt: PROGRESS_MESSAGES.landing }),
      ...(kind ? {} : { kind: PROGRESS_MESSAGES.landingKind }),
    }
    if (!landed || !kind) return showErrors(found)
    setErrors({})
    setBusy(true)
    const answer = await onSend({ landedAt: landed.toISOString(), kind })
    setBusy(false)
    if (answer) showErrors(answer)
  }

  const kindError = errors.kind
  const saying = landing ? "Correct the landing" : "Record the landing"
  return (
    <Form ref={formRef} onSubmit={send} noValidate aria-labelledby={name("title")}>
      <div>
        <Heading id={name("title")} ref={titleRef} tabIndex={focusOnOpen ? -1 : undefined}>
          {title}
        </Heading>
        <p css={{ margin: 0 }}>
          {landing ? `Recorded: landed at ${clockTime(landing.at)}, ${landing.kind}. Correct it below if needed. ` : ""}
          {FREE_WORDS}
        </p>
      </div>
      <div css={{ maxWidth: "22rem" }}>
        <Field name={name("at")} label="Landed at" hint="Boston time" error={errors.landedAt}>
          <input
            {...describedBy(name("at"), true, errors.landedAt)}
            type="datetime-local"
            value={at}
            onChange={(e) => setAt(e.target.value)}
          />
        </Field>
      </div>
      <fieldset
        aria-describedby={kindError ? name("kind-error") : undefined}
        css={{ border: 0, margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: "0.25rem 1.5rem", minWidth: 0 }}
      >
        <legend css={{ fontWeight: 600, fontSize: "0.9375rem", marginBottom: "0.25rem", padding: 0 }}>The flight was</legend>
        {(["domestic", "international"] as const).map((choice) => (
          <label
            key={choice}
            css={{ display: "inline-flex", alignItems: "center", gap: "0.6rem", minHeight: "2.75rem", cursor: "pointer" }}
          >
            <input
              type="radio"
              name={name("kind")}
              value={choice}
              checked={kind === choice}
              onChange={() => {
                setKind(choice)
                setErrors(({ kind: _, ...rest }) => rest)
              }}
              css={{ width: "1.25rem", height: "1.25rem", margin: 0, accentColor: "currentColor" }}
            />
            {KIND_LABELS[choice]}
          </label>
        ))}
        {kindError && (
          <ErrorText id={name("kind-error")} css={{ flexBasis: "100%" }}>
            {kindError}
          </ErrorText>
        )}
      </fieldset>
      {errors.problem && (
        <Notice tone="warning" role="alert">
          {errors.problem}
        </Notice>
      )}
      <Actions className="form-actions" css={{ marginTop: 0 }}>
        <Button type="submit" variant={onCancel ? "primary" : "secondary"} disabled={busy}>
          {busy ? "Recording…" : saying}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Actions>
    </Form>
  )
}
