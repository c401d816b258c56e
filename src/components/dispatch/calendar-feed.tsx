/**
 * A calendar feed's card: its address to copy or open in a calendar app (Google, Outlook, Apple), made the first
 * time and replaced on demand, which ends the old address at once: the day view's (docs/DISPATCH.md) and, through
 * FeedCard, a chauffeur's own (docs/CHAUFFEURS.md).
 */
import { useEffect, useId, useState, type ReactNode } from "react"
import styled from "@emotion/styled"
import { FieldBox } from "../booking/form-field"
import { Actions, Card, Eyebrow, Notice } from "../booking-loop/styles"
import { Button } from "../ui/button"
import { fetchFeedUrl, replaceFeedUrl, type Answer } from "./dispatch-api"

type Feed = { kind: "loading" } | { kind: "none" } | { kind: "ready"; url: string }

const AppLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 1.5rem;
  margin: 0.75rem 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    font-weight: 600;
  }
`

/** Where each calendar app subscribes to an address: Google and Outlook on the web by their own pages, Apple (and Outlook on a computer) by webcal. */
export function subscribeLinks(url: string): { app: string; href: string }[] {
  const webcal = url.replace(/^https?:/, "webcal:")
  return [
    { app: "Google Calendar", href: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}` },
    { app: "Outlook", href: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(url)}` },
    { app: "Apple Calendar", href: webcal },
  ]
}

/** How a feed's card reads its address (null before one is made) and makes or replaces it. */
export interface FeedApi {
  read: (fallback: string) => Promise<Answer<{ url: string | null }>>
  make: (fallback: string) => Promise<Answer<{ url: string; message: string }>>
}

function FeedAddress({ url, keepTo }: { url: string; keepTo: string }) {
  const inputId = useId()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    await navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }
  return (
    <>
      <FieldBox>
        <label htmlFor={inputId}>Calendar link ({keepTo})</label>
        <input id={inputId} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </FieldBox>
      <AppLinks aria-label="Subscribe in">
        {subscribeLinks(url).map(({ app, href }) => (
          <li key={app}>
            <a href={href} target={href.startsWith("https:") ? "_blank" : undefined} rel="noopener noreferrer">
              Subscribe in {app}
            </a>
          </li>
        ))}
        <li>
          <Button type="button" variant="secondary" size="sm" onClick={() => void copy()}>
            {copied ? "Copied" : "Copy the link"}
          </Button>
        </li>
      </AppLinks>
    </>
  )
}

/** A feed's card: what the feed holds (`about`), its address once made, and Make or Replace (which asks first). */
export function FeedCard({ failure, api, about, keepTo }: { failure: string; api: FeedApi; about: ReactNode; keepTo: string }) {
  const headingId = useId()
  const [feed, setFeed] = useState<Feed>({ kind: "loading" })
  const [confirming, setConfirming] = useState(false)
  const [notice, setNotice] = useState<{ tone: "success" | "warning"; text: string } | null>(null)

  useEffect(() => {
    let live = true
    void api.read(failure).then((answer) => {
      if (!live) return
      if (answer.ok) setFeed(answer.value.url ? { kind: "ready", url: answer.value.url } : { kind: "none" })
      else setNotice({ tone: "warning", text: answer.error })
    })
    return () => {
      live = false
    }
  }, [failure, api])

  const replace = async () => {
    setConfirming(false)
    const answer = await api.make(failure)
    if (answer.ok) setFeed({ kind: "ready", url: answer.value.url })
    setNotice(answer.ok ? { tone: "success", text: answer.value.message } : { tone: "warning", text: answer.error })
  }

  return (
    <Card aria-labelledby={headingId}>
      <Eyebrow>Google, Outlook, Apple</Eyebrow>
      <h3 id={headingId}>Calendar feed</h3>
      <p>{about}</p>
      {feed.kind === "ready" && <FeedAddress url={feed.url} keepTo={keepTo} />}
      {confirming ? (
        <Actions role="group" aria-label="Replace the calendar link?">
          <p css={{ margin: 0, flexBasis: "100%" }}>
            The old link stops working at once: every calendar subscribed to it stops updating until it subscribes to the new one.
          </p>
          <Button type="button" onClick={() => void replace()}>
            Replace the link
          </Button>
          <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
            Keep the link
          </Button>
        </Actions>
      ) : (
        feed.kind !== "loading" && (
          <Actions>
            <Button
              type="button"
              variant={feed.kind === "none" ? "primary" : "secondary"}
              onClick={() => (feed.kind === "none" ? void replace() : setConfirming(true))}
            >
              {feed.kind === "none" ? "Make the calendar link" : "Replace the link..."}
            </Button>
          </Actions>
        )
      )}
      <div role="status" aria-live="polite">
        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      </div>
    </Card>
  )
}

const DISPATCH_FEED: FeedApi = { read: fetchFeedUrl, make: replaceFeedUrl }

/** The day view's feed: every booked ride. */
export function CalendarFeed({ failure }: { failure: string }) {
  return (
    <FeedCard
      failure={failure}
      api={DISPATCH_FEED}
      keepTo="keep it to dispatch and drivers"
      about={
        <>
          Every confirmed ride in your calendar app, kept current: a moved ride moves, a cancelled one is marked cancelled. Each event holds
          the customer&apos;s name and phone, the route and what the chauffeur should know, and no email address or fare.
        </>
      }
    />
  )
}
