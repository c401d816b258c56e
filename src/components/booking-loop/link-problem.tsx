/** What /booking shows when its link opens no booking: none, not valid, or the system unreachable. */
import { LinkRequestForm } from "./link-request-form"
import { CallLink, Card, Grid } from "./styles"

/** A link that opens no booking (none, not valid, or the system unreachable): why, the number to call, and the link asked for again. */
export function LinkProblem({
  phase,
  failure,
  phone,
}: {
  phase: { name: "no-link" } | { name: "invalid" | "failed"; error: string }
  failure: string
  phone: { display: string; tel: string }
}) {
  return (
    <Grid>
      <Card aria-labelledby="link-problem">
        <h2 id="link-problem">
          {phase.name === "no-link"
            ? "Find your booking"
            : phase.name === "invalid"
              ? "We could not open this booking"
              : "Your booking could not be shown"}
        </h2>
        <p>
          {phase.name === "no-link"
            ? "Open the link in your confirmation email to see your booking and its status. No link to hand? We can email it again."
            : phase.error}
        </p>
        <p css={{ margin: 0 }}>
          <CallLink href={`tel:${phone.tel}`}>Call {phone.display}</CallLink>
        </p>
      </Card>
      <Card>
        <LinkRequestForm failure={failure} />
      </Card>
    </Grid>
  )
}
