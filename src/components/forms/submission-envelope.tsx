import { useCallback, useEffect, useId, useRef } from "react"
import styled from "@emotion/styled"
import { isFirstView } from "../../lib/first-view"

const Hidden = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

const newRequestId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`

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
export function useSubmissionEnvelope({ inPageHtml = false }: { inPageHtml?: boolean } = {}) {
  // eslint-disable-next-line react-hooks/purity -- only the first render's time is kept, and the effect below sets the real one
  const openedAt = useRef(Date.now())
  const requestId = useRef(newRequestId())
  const honeypot = useRef<HTMLInputElement>(null)
  const id = useId()

  // A form that is part of the page (`inPageHtml`) has been on screen since the page opened when
  // it came with the server HTML, even if its code came later (islands go live as they near the
  // window). A form opened later, or on a page reached in the browser, appeared now.
  useEffect(() => {
    openedAt.current = inPageHtml && isFirstView() ? Math.round(performance.timeOrigin) : Date.now()
  }, [inPageHtml])

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
