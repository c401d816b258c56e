/**
 * What the booking form says about itself: how many fields need attention (announced after a submit),
 * why a request did not reach dispatch, and the submit button with its promise of a confirmation.
 */
import styled from "@emotion/styled"
import type { Phone } from "../../hooks/use-business"
import { Button } from "../ui/button"
import type { BookingFailure } from "./use-booking-submit"

const Alert = styled.div`
  padding: 0.875rem 1rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fbeaea;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
  a {
    color: inherit;
    font-weight: 700;
  }
`

/** Read out by screen readers once the form has been submitted: how many fields need attention. */
export function ErrorAnnouncement({ submitted, errorCount }: { submitted: boolean; errorCount: number }) {
  return (
    <div
      aria-live="assertive"
      className="visually-hidden"
      css={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}
    >
      {submitted && errorCount > 0 ? `${errorCount} field${errorCount === 1 ? " needs" : "s need"} attention.` : ""}
    </div>
  )
}

/** Why the request did not go, with the phone number when calling is the way out. Its id is the form's aria-describedby. */
export function FailureAlert({ failure, phone }: { failure: BookingFailure; phone: Phone }) {
  return (
    <Alert id="booking-failure" role="alert" css={{ marginTop: "1.25rem" }}>
      {failure.text}
      {failure.offerPhone && (
        <>
          {" "}
          <a href={`tel:${phone.tel}`}>{phone.display}</a>.
        </>
      )}
    </Alert>
  )
}

export function SubmitRow({ isSubmitting }: { isSubmitting: boolean }) {
  return (
    <div css={{ marginTop: "1.5rem", display: "flex", flexWrap: "wrap", gap: "1rem", alignItems: "center" }}>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Submitting Request..." : "Request Booking"}
      </Button>
      <p css={{ margin: 0, fontSize: "0.875rem" }}>Dispatch confirms every request by phone or email.</p>
    </div>
  )
}
