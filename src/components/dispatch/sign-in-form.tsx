/** Dispatch's sign-in: an address, and a link emailed to it when it is one allowed to sign in. */
import { useId, useState, type FormEvent } from "react"
import { EmailField } from "../booking/form-field"
import { SendRow, type SendResult } from "../booking-loop/send-row"
import { Card, Form, Notice } from "../booking-loop/styles"
import { SIGN_IN_VALID_MS } from "../../booking-loop/day-view"
import { askSignIn } from "./dispatch-api"

export function SignInForm({ notice, failure }: { notice?: string; failure: string }) {
  const [email, setEmail] = useState("")
  const [error, setError] = useState("")
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<SendResult | null>(null)
  const headingId = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) return setError("Enter your email address.")
    setError("")
    setSending(true)
    setResult(null)
    const answer = await askSignIn(email.trim(), failure)
    setSending(false)
    setResult(answer.ok ? { tone: "success", text: answer.value.message } : { tone: "warning", text: answer.error })
  }

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>Sign in to dispatch</h2>
      {notice && <Notice tone="warning">{notice}</Notice>}
      <Form onSubmit={submit} noValidate>
        <p css={{ margin: 0 }}>
          Enter dispatch&apos;s email address. We email it a link that signs you in; it works once, for {SIGN_IN_VALID_MS / 60_000} minutes.
        </p>
        <EmailField name="dispatchEmail" value={email} onChange={setEmail} error={error} />
        <SendRow sending={sending} label="Email me a sign-in link" result={result} />
      </Form>
    </Card>
  )
}
