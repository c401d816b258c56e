/** "Email me the link": a visitor with only the reference asks for the customer's link again. */
import { useId, useState, type FormEvent } from "react"
import { LOOP_MESSAGES } from "../../booking-loop/messages"
import { EmailField, Field, describedBy } from "../booking/form-field"
import { postJson } from "../../lib/api-client"
import { LOOP_ENDPOINTS, outcomeOf } from "./loop-api"
import { SendRow, type SendResult } from "./send-row"
import { Form } from "./styles"

export function LinkRequestForm({ failure }: { failure: string }) {
  const [reference, setReference] = useState("")
  const [email, setEmail] = useState("")
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<SendResult | null>(null)
  const headingId = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const local: Record<string, string> = {}
    if (!/^MP-[A-Z0-9]{4}-[A-Z0-9]{4}$/i.test(reference.trim())) local.linkReference = LOOP_MESSAGES.reference
    if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) local.linkEmail = LOOP_MESSAGES.email
    setErrors(local)
    if (Object.keys(local).length) return
    setSending(true)
    setResult(null)
    const outcome = await requestLink(reference.trim(), email.trim(), failure)
    setSending(false)
    if (outcome.kind === "sent") setResult({ tone: "success", text: outcome.message })
    else if (outcome.kind === "fields") setErrors({ linkReference: outcome.errors.reference ?? "", linkEmail: outcome.errors.email ?? "" })
    else setResult({ tone: "warning", text: outcome.error })
  }

  return (
    <Form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <div>
        <h3 id={headingId}>Email me my booking link</h3>
        <p css={{ margin: 0 }}>Enter your reference and the email address you booked with; we send the link to that address.</p>
      </div>
      <Field
        name="linkReference"
        label="Booking reference"
        hint="It looks like MP-7KQ4-XZ9B and is in your confirmation email."
        error={errors.linkReference || undefined}
      >
        <input
          {...describedBy("linkReference", true, errors.linkReference || undefined)}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      </Field>
      <EmailField name="linkEmail" value={email} onChange={setEmail} error={errors.linkEmail ?? ""} />
      <SendRow sending={sending} label="Email me the link" variant="secondary" result={result} />
    </Form>
  )
}

/** The link asked for again (here, not with the page's other calls: only a visitor without a working link loads it). */
async function requestLink(
  reference: string,
  email: string,
  fallback: string,
): Promise<{ kind: "sent"; message: string } | { kind: "fields"; errors: Record<string, string> } | { kind: "failed"; error: string }> {
  try {
    const { message } = await postJson<{ message: string }>(LOOP_ENDPOINTS.links, { reference, email })
    return { kind: "sent", message }
  } catch (error) {
    const outcome = outcomeOf(error, fallback)
    return outcome.kind === "fields"
      ? outcome
      : { kind: "failed", error: outcome.kind === "failed" || outcome.kind === "invalid" ? outcome.error : fallback }
  }
}
