import { useRef, useState, type FormEvent } from "react"
import styled from "@emotion/styled"
import { ApiError, postJson } from "../../lib/api-client"
import { SUBSCRIPTION_ANSWER } from "../../forms/subscription-answer"
import { useToast } from "../toast/toast-context"
import { useSubmissionEnvelope } from "./submission-envelope"
import { useHydrated } from "../../hooks/use-hydrated"

export const SUBSCRIPTIONS_ENDPOINT = "/api/subscriptions"

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  input {
    flex: 1;
    min-width: 0;
    min-height: 2.75rem;
    padding: 0 0.875rem;
    font: inherit;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.borderOnDark};
    background: rgba(255, 255, 255, 0.06);
    color: inherit;
  }
  input::placeholder {
    color: ${({ theme }) => theme.colors.inverseMuted};
  }
  button {
    min-height: 2.75rem;
    padding: 0 1.25rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 0;
    font: inherit;
    font-weight: 600;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`

/**
 * The footer's newsletter sign-up. It stays light (no form library) because it ships on every
 * page; the server checks the address with the shared schema, and its one answer becomes a toast.
 */
export function SubscribeForm() {
  const { show } = useToast()
  const { envelope, renew, honeypotField } = useSubmissionEnvelope({ inPageHtml: true })
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const input = useRef<HTMLInputElement>(null)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const email = input.current?.value.trim() ?? ""
    setBusy(true)
    try {
      await postJson(SUBSCRIPTIONS_ENDPOINT, { email, ...envelope() })
      renew()
      if (input.current) input.current.value = ""
      // The same toast for a new address and a known one: the page must not tell who is on the list.
      show({ tone: "success", title: "Thanks for signing up", description: SUBSCRIPTION_ANSWER.message })
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 422 ? error.json<{ errors?: { email?: string } }>()?.errors?.email : undefined
      show({ tone: "error", title: message ?? "We could not subscribe you just now. Please try again later." })
      input.current?.focus()
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={onSubmit} aria-label="Newsletter">
      <label htmlFor="subscribe-email" css={{ display: "block", marginBottom: "0.5rem" }}>
        Travel notes by email
      </label>
      <Row>
        <input ref={input} id="subscribe-email" name="email" type="email" required autoComplete="email" placeholder="you@example.com" />
        <button type="submit" disabled={busy || !hydrated}>
          Subscribe
        </button>
      </Row>
      {honeypotField}
    </form>
  )
}
