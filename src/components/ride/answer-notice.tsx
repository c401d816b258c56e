/**
 * What /ride shows around the ride: the card while the link opens, and the server's answer. /booking draws its
 * own inline, as its first load has no bytes to spare.
 */
import { useRef } from "react"
import { usePlacedEffect } from "../../hooks/use-placed-effect"
import { Card, Notice } from "../booking-loop/styles"

/** The card held in the page's place while the link is read and its booking or ride fetched. */
export const Opening = ({ text, minHeight }: { text: string; minHeight: string }) => (
  <Card aria-busy="true" css={{ minHeight }}>
    <p role="status">{text}</p>
  </Card>
)

/**
 * The server's answer to a change, read out (live region); focus goes to it in the change that shows it,
 * so keyboard users continue from there and never land on the page's body when the form they used goes away.
 */
export function AnswerNotice({ notice }: { notice?: { tone: "success" | "warning"; text: string } }) {
  const ref = useRef<HTMLDivElement>(null)
  usePlacedEffect(() => {
    if (notice) ref.current?.focus()
  }, [notice])
  return (
    <div ref={ref} tabIndex={-1} role="status" aria-live="polite" css={{ outline: "none" }}>
      {notice?.text && <Notice tone={notice.tone}>{notice.text}</Notice>}
    </div>
  )
}
