/**
 * The parts of a ride's row that dispatch acts from: an entry of the row's details with its button (who drives, the
 * flight's landing), and the panel a button opens below it, its form's title focused and its buttons a thumb's width
 * on a phone. Focus comes back to the entry's button when the panel closes.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react"
import styled from "@emotion/styled"
import { Details } from "../booking-loop/styles"

/** A flag dispatch must act on, in the row's words. */
export const Flag = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`

/** One entry of the row: its label, what it says, and its button at the end of the line (below it on a phone). */
const EntryList = styled(Details)`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    white-space: normal;
  }
  .says {
    flex: 1 1 14rem;
    min-width: 0;
  }
  /* A flag to act on reads as a line of its own. */
  .says strong {
    display: block;
    margin-top: 0.2rem;
  }
  .says strong:first-child {
    margin-top: 0;
  }
  .quiet {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

export function Entry({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <EntryList>
      <div>
        <dt>{label}</dt>
        <dd>
          <span className="says">{children}</span>
          {action}
        </dd>
      </div>
    </EntryList>
  )
}

/** Below an entry: the form its button opened, set apart on the row's own ground. */
export const Panel = styled.div`
  margin: 0.25rem 0 0.75rem;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.accentHairline};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  ${({ theme }) => theme.mq.sm} {
    padding: ${({ theme }) => theme.space[5]};
  }
  /* On a wide screen, under the entry's words rather than its label. */
  ${({ theme }) => theme.mq.md} {
    margin-left: calc(10rem + 1.5rem);
  }
  h5 {
    margin: 0 0 0.75rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.2;
    outline-offset: 4px;
  }
  .reference {
    white-space: nowrap;
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  /* On a phone each button spans the panel, one under the other, the one that saves first. */
  .form-actions {
    display: grid;
    margin-top: 0;
  }
  ${({ theme }) => theme.mq.sm} {
    .form-actions {
      display: flex;
    }
  }
`

/**
 * Whether an entry's panel is open, and a ref for the button that opens it: the button takes the focus back when the
 * panel closes (Cancel, or saved and the days read again).
 */
export function usePanel(): { open: boolean; setOpen: (open: boolean) => void; opener: RefObject<HTMLButtonElement> } {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const was = useRef(open)
  useEffect(() => {
    if (!open && was.current) opener.current?.focus()
    was.current = open
  }, [open])
  return { open, setOpen, opener }
}
