/** The end of a form that emails a link: its button (saying so while it sends) and the polite status of the answer. */
import { Button, type ButtonVariant } from "../ui/button"
import { Notice } from "./styles"

export interface SendResult {
  tone: "success" | "warning"
  text: string
}

export function SendRow({
  sending,
  label,
  variant,
  result,
}: {
  sending: boolean
  label: string
  variant?: ButtonVariant
  result: SendResult | null
}) {
  return (
    <>
      <div>
        <Button type="submit" variant={variant} disabled={sending}>
          {sending ? "Sending..." : label}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {result && <Notice tone={result.tone}>{result.text}</Notice>}
      </div>
    </>
  )
}
