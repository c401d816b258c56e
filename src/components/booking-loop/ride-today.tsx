/**
 * The ride's day on /booking, for the customer and dispatch: each leg's status with its times, the free waiting
 * and a no-show (dispatch confirms or refuses it here, and sees a leg whose chauffeur is late setting out); dispatch's
 * form for an airport pickup's landing while it may be recorded (landing-form.tsx, the chauffeur's and the day view's
 * too); the statement once sent, line by line, and dispatch's Send (or Send a correction); the customer's gratuity
 * while it may be chosen (gratuity-card.tsx). Loaded only for a booking on or after its day (day-shown.ts), so no
 * first load of the page carries it. While a leg is under way the page reads the booking again every little
 * while and when it is seen again, so the status follows the chauffeur's taps.
 */
import styled from "@emotion/styled"
import { useEffect, useRef, useState } from "react"
import type { RideLegView } from "../../booking-loop/ride-progress"
import { statementAmount } from "../../booking-loop/statement"
import type { BookingView } from "../../booking-loop/view"
import { Button } from "../ui/button"
import { todayShown } from "./day-shown"
import GratuityCard from "./gratuity-card"
import { LandingForm } from "./landing-form"
import { fetchBooking, type Act, type ActInput, type Show } from "./loop-api"
import { clockTime, freeWaitingWords, RideSteps } from "./ride-steps"
import { Actions, Card, Eyebrow, Policy } from "./styles"

/** How often the page reads the booking again while a leg is under way. */
const FOLLOW_MS = 30_000

/** A reported no-show in each reader's words. */
const NO_SHOW_WORDS: Readonly<Record<"customer" | "dispatch", Record<NonNullable<RideLegView["noShow"]>, string>>> = {
  customer: {
    asked: "Your chauffeur could not find you at the pickup and has asked dispatch to confirm a no-show. If you are there, call us now.",
    refused: "Your chauffeur is waiting on for you.",
    approved: "Dispatch confirmed a no-show: the ride ended there. The fee under our terms is in your email.",
  },
  dispatch: {
    asked: "The chauffeur reports a no-show: confirm it, or ask them to wait on.",
    refused: "No-show not confirmed: the chauffeur waits on.",
    approved: "No-show confirmed: the ride ended there.",
  },
}

const Leg = styled.div`
  display: grid;
  gap: 0.75rem;
  & + & {
    margin-top: ${({ theme }) => theme.space[5]};
    padding-top: ${({ theme }) => theme.space[5]};
    border-top: 1px solid ${({ theme }) => theme.colors.accentHairline};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0;
  }
  p {
    margin: 0;
  }
`

const StatusLine = styled.p`
  && {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.75rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: 1.2;
  }
  .since {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const Late = styled.span`
  display: inline-block;
  padding: 0.2rem 0.7rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.surface};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.04em;
`

/** Reads the booking again every little while and when the page is seen again, while `following`. */
function useFollow(following: boolean, read: () => void) {
  const latest = useRef(read)
  useEffect(() => {
    latest.current = read
  })
  useEffect(() => {
    if (!following) return undefined
    const every = setInterval(() => latest.current(), FOLLOW_MS)
    const onSeen = () => {
      if (document.visibilityState === "visible") latest.current()
    }
    document.addEventListener("visibilitychange", onSeen)
    return () => {
      clearInterval(every)
      document.removeEventListener("visibilitychange", onSeen)
    }
  }, [following])
}

/** One click that acts and says so while it does. */
function ActButton({
  label,
  busyLabel,
  variant,
  onClick,
}: {
  label: string
  busyLabel: string
  variant?: "primary" | "secondary"
  onClick: () => Promise<unknown>
}) {
  const [busy, setBusy] = useState(false)
  return (
    <Button
      type="button"
      variant={variant}
      disabled={busy}
      onClick={() => {
        setBusy(true)
        void onClick().finally(() => setBusy(false))
      }}
    >
      {busy ? busyLabel : label}
    </Button>
  )
}

const act = (onAct: Act, action: Parameters<Act>[0], input: Omit<ActInput, "note"> = {}) => onAct(action, { note: "", ...input })

/**
 * The ride's day as the booking now has it: the legs' status once a chauffeur sets out, the statement once it can
 * be sent. The booking of `token` is read again quietly while a leg is under way (a read that fails changes nothing).
 */
export default function RideDayCards({ booking, token, onAct, onRead }: { booking: BookingView; token: string; onAct: Act; onRead: Show }) {
  const reread = () =>
    void fetchBooking(token, "").then((outcome) => {
      if (outcome.kind === "ok") onRead(token, outcome.booking)
    })
  return (
    <>
      {todayShown(booking) && <RideTodayCard booking={booking} onAct={onAct} onReread={reread} />}
      {(booking.statement || booking.actions.includes("send-statement")) && <StatementCard booking={booking} onAct={onAct} />}
      {booking.actions.includes("choose-gratuity") && <GratuityCard booking={booking} onAct={onAct} />}
    </>
  )
}

/** Each leg's day: its status and times, the free waiting, a no-show, and for dispatch a late start and the no-show's answer. */
export function RideTodayCard({ booking, onAct, onReread }: { booking: BookingView; onAct: Act; onReread: () => void }) {
  const dispatch = booking.role === "dispatch"
  const under = booking.ride.some((leg) => leg.status !== "done" && leg.noShow !== "approved")
  useFollow(booking.state === "confirmed" && under, onReread)
  const answers = booking.actions.includes("approve-no-show")
  const landing = booking.actions.includes("record-landing")
  return (
    <Card aria-labelledby="ride-today">
      <h2 id="ride-today">{dispatch ? "The ride today" : "Your ride today"}</h2>
      {booking.ride.map((leg) => {
        const latest = leg.status ? leg.at[leg.status] : undefined
        const closed = leg.status === "done" || leg.noShow === "approved"
        return (
          <Leg key={leg.leg} role="group" aria-label={leg.label}>
            {booking.ride.length > 1 && <h3>{leg.label}</h3>}
            <StatusLine>
              <span>
                <span className="visually-hidden">Status: </span>
                {leg.statusLabel}
              </span>
              {latest && <span className="since">{`since ${clockTime(latest)}`}</span>}
              {dispatch && leg.late && <Late>Late: not on the way</Late>}
            </StatusLine>
            <RideSteps status={leg.status} at={leg.at} label={`${leg.label}: statuses`} />
            {leg.freeUntil && !closed && <Policy tone="good">{freeWaitingWords(leg.freeUntil)}</Policy>}
            {leg.noShow && (
              <Policy tone={leg.noShow === "approved" ? "closed" : "warn"}>
                {NO_SHOW_WORDS[dispatch ? "dispatch" : "customer"][leg.noShow]}
              </Policy>
            )}
            {answers && leg.noShow === "asked" && (
              <Actions css={{ marginTop: 0 }}>
                <ActButton
                  label="Confirm the no-show"
                  busyLabel="Confirming…"
                  onClick={() => act(onAct, "approve-no-show", { leg: leg.leg })}
                />
                <ActButton
                  label="Not a no-show: wait on"
                  busyLabel="Sending…"
                  variant="secondary"
                  onClick={() => act(onAct, "refuse-no-show", { leg: leg.leg })}
                />
              </Actions>
            )}
            {landing && leg.landingOpen && (
              <LandingForm
                landing={leg.landing}
                title={booking.ride.length > 1 ? `${leg.label}: the flight’s landing` : "The flight’s landing"}
                level={3}
                onSend={(input) => act(onAct, "record-landing", { ...input, leg: leg.leg })}
              />
            )}
          </Leg>
        )
      })}
    </Card>
  )
}

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 0.7rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    padding-top: 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tbody th {
    font-weight: 600;
  }
  .detail {
    display: block;
    margin-top: 0.15rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  .amount {
    padding-left: 1rem;
    text-align: right;
    white-space: nowrap;
  }
  tfoot th,
  tfoot td {
    border-bottom: 0;
    border-top: 2px solid ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

/** The statement that stands, line by line with the total; and dispatch's Send, or Send a correction once one was sent. */
export function StatementCard({ booking, onAct }: { booking: BookingView; onAct: Act }) {
  const { statement } = booking
  const sending = booking.actions.includes("send-statement")
  return (
    <Card aria-labelledby="statement-title">
      {statement ? (
        <>
          <Eyebrow>{`Issued ${statement.issuedOn}`}</Eyebrow>
          <h2 id="statement-title">{statement.title}</h2>
          <p css={{ fontSize: "0.9375rem" }}>
            {statement.legs.map((leg) => `${leg.label}: ${leg.when}`).join(" · ")}
            {statement.noShow && " · No-show"}
          </p>
          <Lines>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col" className="amount">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {statement.lines.map((line, i) => (
                <tr key={`${line.kind}-${i}`}>
                  <th scope="row">
                    {line.label}
                    {line.detail && <span className="detail">{line.detail}</span>}
                  </th>
                  <td className="amount">{statementAmount(line.dollars)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="amount">{statementAmount(statement.total)}</td>
              </tr>
            </tfoot>
          </Lines>
        </>
      ) : (
        <>
          <h2 id="statement-title">Statement</h2>
          <p>The ride is closed: its statement is ready to send to the customer, by email with its PDF.</p>
        </>
      )}
      {sending && (
        <Actions>
          <ActButton
            label={statement ? "Send a correction" : "Send the statement"}
            busyLabel="Sending…"
            variant={statement ? "secondary" : "primary"}
            onClick={() => act(onAct, "send-statement", statement ? { correction: true } : {})}
          />
        </Actions>
      )}
    </Card>
  )
}
