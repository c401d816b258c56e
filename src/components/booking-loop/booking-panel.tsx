/**
 * The booking behind a link: read from the fragment (#t=…, then kept for the tab and out of the
 * address bar: link-memory.ts), fetched with the token in a header, shown with its state,
 * history and the cancellation policy as it applies now, and the one click its holder may make.
 */
import { lazy, Suspense, useCallback, useRef, useState } from "react"
import { STATE_LABELS } from "../../booking-loop/model"
import type { BookingView } from "../../booking-loop/view"
import { dollars } from "../../booking/dollars"
import { usePlacedEffect } from "../../hooks/use-placed-effect"
import { dayShown } from "./day-shown"
import { WHEN } from "./when"
import { ActionPanel, loadForms, type Phone } from "./action-panel"
import { fetchBooking, type Act, type LinkIntent, type Show } from "./loop-api"
import { takeLink, useOpenedLink, type Link } from "./link-memory"
import { Card, Details, Eyebrow, Grid, Notice, Policy, Stack, StateBadge, Timeline, TitleRow } from "./styles"

type Phase =
  | { name: "reading" }
  | { name: "no-link" }
  | { name: "invalid"; error: string }
  | { name: "failed"; error: string }
  | {
      name: "shown"
      token: string
      intent?: LinkIntent
      quote?: number
      change?: number
      offer?: number
      booking: BookingView
      notice?: { tone: "success" | "warning"; text: string }
    }

/** Only a booking whose chauffeur accepted a leg shows it: who comes. */
const WhoComesCard = lazy(() => import("./who-comes-card"))

/** Only a booking on its ride's day (a chauffeur set out, or is late to) or with a statement shows it: the ride's status, the gratuity, the statement. */
const RideDayCards = lazy(() => import(/* webpackChunkName: "ride-day" */ "./day-parts").then((m) => ({ default: m.RideDayCards })))

/** Only a visitor without a working link needs it: why, the number to call, and the link asked for again. */
const LinkProblem = lazy(() => import("./decision-forms").then((m) => ({ default: m.LinkProblem })))

const POLICY_TONE = { free: "good", "full-refund": "good", fee: "warn", "by-company": "good", closed: "closed" } as const

/**
 * The booking behind this tab's link (or the one `given`: a ride opened from dispatch's day view), as a
 * phase (reading, none, not valid, failed, shown), and the one way to act on it: each answer replaces the
 * booking shown, with the server's words as a notice.
 */
function useBookingLink(failure: string, given?: Link): { phase: Phase; act: Act; show: Show } {
  const [phase, setPhase] = useState<Phase>({ name: "reading" })

  const load = useCallback(async () => {
    const { token, intent, quote, change, offer } = given ?? takeLink()
    if (!token) return setPhase({ name: "no-link" })
    // A link to answer a quote: its code loads while the booking is read.
    if (intent) void loadForms()
    setPhase({ name: "reading" })
    const outcome = await fetchBooking(token, failure)
    if (outcome.kind === "ok") setPhase({ name: "shown", token, intent, quote, change, offer, booking: outcome.booking })
    else if (outcome.kind === "invalid") setPhase({ name: "invalid", error: outcome.error })
    else setPhase({ name: "failed", error: outcome.kind === "failed" ? outcome.error : failure })
  }, [failure, given])

  useOpenedLink(load)

  const act: Act = async (action, input) => {
    if (phase.name !== "shown") return undefined
    // Its code comes with the forms, one of which made this change (never in the page's first load).
    const { changeBooking } = await import("./loop-act")
    const outcome = await changeBooking(phase.token, action, input, phase.booking, failure)
    if (outcome.kind === "fields") return outcome.errors
    // Once acted on, the link's change is this page's: no longer "the one in the email".
    if (outcome.kind === "ok")
      setPhase({
        ...phase,
        change: undefined,
        offer: undefined,
        booking: outcome.booking,
        notice: { tone: "success", text: outcome.message ?? "" },
      })
    else if (outcome.kind === "conflict") setPhase({ ...phase, booking: outcome.booking, notice: { tone: "warning", text: outcome.error } })
    else if (outcome.kind === "invalid") setPhase({ name: "invalid", error: outcome.error })
    else setPhase({ ...phase, notice: { tone: "warning", text: outcome.error } })
    return undefined
  }

  /** The booking of `token` as read again (the ride's day follows the chauffeur's taps), unless another link was opened since. */
  const show: Show = (token, booking) => setPhase((now) => (now.name === "shown" && now.token === token ? { ...now, booking } : now))

  return { phase, act, show }
}

export function BookingPanel({ phone, link }: { phone: Phone; link?: Link }) {
  const failure = `We could not reach our booking system just now. Please try again, or call us at ${phone.display}.`
  const { phase, act, show } = useBookingLink(failure, link)
  const noticeRef = useRef<HTMLDivElement>(null)

  // The answer is read out (live region); focus goes to it in the change that shows it, so keyboard
  // users continue from there and never land on the page's body when the form they used goes away.
  const notice = phase.name === "shown" ? phase.notice : undefined
  usePlacedEffect(() => {
    if (notice) noticeRef.current?.focus()
  }, [notice])

  if (phase.name === "reading")
    return (
      <Card aria-busy="true" css={{ minHeight: "32rem" }}>
        <p role="status">Opening your booking…</p>
      </Card>
    )

  if (phase.name !== "shown")
    return (
      <Suspense fallback={<p role="status">Loading…</p>}>
        <LinkProblem phase={phase} failure={failure} phone={phone} />
      </Suspense>
    )

  const { booking } = phase
  const answer = (
    <div ref={noticeRef} tabIndex={-1} role="status" aria-live="polite" css={{ outline: "none" }}>
      {phase.notice?.text && <Notice tone={phase.notice.tone}>{phase.notice.text}</Notice>}
    </div>
  )
  const after = (
    <>
      {booking.policy && (
        <Card aria-labelledby="booking-policy">
          <h2 id="booking-policy">Cancellation policy</h2>
          <Policy tone={POLICY_TONE[booking.policy.kind]}>{booking.policy.sentence}</Policy>
        </Card>
      )}
      <HistoryCard history={booking.history} />
    </>
  )
  // Dispatch's decision, a quote or a new fare for the customer, or a change waiting come first, within a
  // thumb's reach on a phone, the booking's details after them (in that order for the keyboard too); from
  // lg the answer sits in the right-hand column.
  const first = booking.role === "dispatch" || booking.change || booking.quote || booking.offer
  const side = (
    <Stack key="side" css={(theme) => (first ? { [theme.mq.lg]: { order: 1 } } : {})}>
      {first && answer}
      <Card aria-labelledby="booking-actions">
        <h2 id="booking-actions">{booking.role === "dispatch" ? "Dispatch" : "Your booking"}</h2>
        <ActionPanel
          booking={booking}
          intent={phase.intent}
          linkQuote={phase.quote}
          linkChange={phase.change}
          linkOffer={phase.offer}
          phone={phone}
          onAct={act}
        />
      </Card>
      {!first && after}
    </Stack>
  )
  const details = (
    <Stack key="details">
      {!first && answer}
      {/* On the ride's day its status comes first: who comes, after it. */}
      {dayShown(booking) && (
        <Suspense fallback={null}>
          <RideDayCards booking={booking} token={phase.token} onAct={act} onRead={show} />
        </Suspense>
      )}
      {(booking.chauffeurs.length > 0 || booking.chauffeursChanging.length > 0) && (
        <Suspense fallback={null}>
          <WhoComesCard chauffeurs={booking.chauffeurs} chauffeursChanging={booking.chauffeursChanging} />
        </Suspense>
      )}
      <BookingCard booking={booking} />
      {first && after}
    </Stack>
  )
  return <Grid>{first ? [side, details] : [details, side]}</Grid>
}

/** The booking: its service, reference and state, the agreed fare and its details. */
function BookingCard({ booking }: { booking: BookingView }) {
  return (
    <Card aria-labelledby="booking-reference">
      <TitleRow>
        <div>
          <Eyebrow>{booking.service}</Eyebrow>
          <h2 id="booking-reference">{booking.reference}</h2>
        </div>
        <StateBadge state={booking.state}>
          <span className="visually-hidden">Status: </span>
          {STATE_LABELS[booking.state]}
        </StateBadge>
      </TitleRow>
      <Details>
        {[...(booking.fare === null ? [] : [{ label: "Agreed fare", value: dollars(booking.fare) }]), ...booking.rows].map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </Details>
    </Card>
  )
}

/** Each step of the booking's history, oldest first: who, when, what changed, the policy it came to and the person's words. */
function HistoryCard({ history }: { history: BookingView["history"] }) {
  return (
    <Card aria-labelledby="booking-history">
      <h2 id="booking-history">History</h2>
      <Timeline>
        {history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <strong>{entry.title}</strong>
            <time className="when" dateTime={entry.at}>
              {WHEN.format(new Date(entry.at))}
            </time>
            {entry.quote && <p className="policy">{`Includes: ${entry.quote.includes}`}</p>}
            {entry.changed?.map((row) => (
              <p className="policy" key={row.label}>{`${row.label}: ${row.from} → ${row.to}`}</p>
            ))}
            {entry.policy && <p className="policy">{entry.policy}</p>}
            {entry.note && <blockquote>{entry.note}</blockquote>}
          </li>
        ))}
      </Timeline>
    </Card>
  )
}
