import { useCallback, useEffect, useId, useRef } from "react"
import styled from "@emotion/styled"

const Hidden = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

const newRequestId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`

export interface Envelope {
  /** The same id for every retry of one submission, so the server records it once. */
  requestId: string
  /** Milliseconds since the form appeared; very fast submissions are treated as bots. */
  fillMs: number
  /** The honeypot's value; people never see the field, so only bots fill it. */
  website: string
}

/**
 * What every form sends beside its fields: an idempotency id, the fill time and the honeypot.
 * `renew()` after a success starts a new submission.
 */
export function useSubmissionEnvelope() {
  const openedAt = useRef(Date.now())
  const requestId = useRef(newRequestId())
  const honeypot = useRef<HTMLInputElement>(null)
  const id = useId()

  useEffect(() => {
    openedAt.current = Date.now()
  }, [])

  const envelope = useCallback(
    (): Envelope => ({ requestId: requestId.current, fillMs: Date.now() - openedAt.current, website: honeypot.current?.value ?? "" }),
    [],
  )
  const renew = useCallback(() => {
    requestId.current = newRequestId()
    openedAt.current = Date.now()
  }, [])

  const honeypotField = (
    <Hidden aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input ref={honeypot} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </Hidden>
  )

  return { envelope, renew, honeypotField }
}
