import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react"
import styled from "@emotion/styled"
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from "../../config/constants"
import { useToast, type Toast } from "./toast-context"

const Region = styled.section`
  position: fixed;
  z-index: 90;
  left: 1rem;
  right: 1rem;
  bottom: calc(${({ theme }) => theme.layout.actionBarHeight} + 1rem);
  display: flex;
  justify-content: center;
  pointer-events: none;
  outline: none;
  ${({ theme }) => theme.mq.md} {
    left: auto;
    justify-content: flex-end;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    width: min(100%, 26rem);
  }
  &:focus-visible li {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`

const Card = styled.li<{ tone: Toast["tone"] }>`
  pointer-events: auto;
  position: relative;
  display: grid;
  gap: 0.25rem;
  padding: 1rem 3rem 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.inverseBackground};
  color: ${({ theme }) => theme.colors.inverseText};
  border-left: 4px solid ${({ theme, tone }) => (tone === "error" ? "#e5787b" : theme.colors.accent)};
  box-shadow: ${({ theme }) => theme.shadows.lifted};
  touch-action: pan-y;
  transition:
    transform ${({ theme }) => theme.motion.fast} ease-out,
    opacity ${({ theme }) => theme.motion.fast};
  > div {
    display: grid;
    gap: 0.25rem;
  }
  strong {
    font-weight: 600;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inverseMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  button {
    position: absolute;
    top: 0.5rem;
    right: 0.5rem;
    width: 2.25rem;
    height: 2.25rem;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    font-size: 1.25rem;
    cursor: pointer;
  }
`

function ToastCard({ toast }: { toast: Toast }) {
  const { dismiss } = useToast()
  const [paused, setPaused] = useState(false)
  const [offset, setOffset] = useState(0)
  const start = useRef<number | null>(null)

  useEffect(() => {
    if (paused) return
    const timer = setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [paused, toast.id, dismiss])

  const onPointerDown = (event: ReactPointerEvent) => {
    start.current = event.clientX
    setPaused(true)
  }
  const onPointerMove = (event: ReactPointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current))
  }
  const onPointerEnd = () => {
    if (offset >= TOAST_SWIPE_THRESHOLD_PX) dismiss(toast.id)
    start.current = null
    setOffset(0)
    setPaused(false)
  }

  return (
    <Card
      tone={toast.tone}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      data-testid="toast"
    >
      {/* The list is a polite live region; an error interrupts (role alert). */}
      <div role={toast.tone === "error" ? "alert" : undefined} aria-atomic="true">
        <strong>{toast.title}</strong>
        {toast.description && <p>{toast.description}</p>}
      </div>
      <button type="button" aria-label="Dismiss notification" onClick={() => dismiss(toast.id)}>
        ×
      </button>
    </Card>
  )
}

/** Where notifications appear; F8 moves focus here (docs/REQUIREMENTS.md §9, notices). The live region exists before any toast so screen readers announce them. */
export function ToastViewport() {
  const { toasts } = useToast()
  const region = useRef<HTMLElement>(null)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault()
        region.current?.focus()
      }
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [])

  return (
    <Region ref={region} tabIndex={-1} aria-label={`Notifications (${TOAST_HOTKEY})`}>
      <ol aria-live="polite" aria-relevant="additions text">
        {toasts
          .filter((t) => t.open)
          .map((toast) => (
            <ToastCard key={toast.id} toast={toast} />
          ))}
      </ol>
    </Region>
  )
}
