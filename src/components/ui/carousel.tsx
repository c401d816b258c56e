import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from "react"
import styled from "@emotion/styled"
import { CAROUSEL_PAGE_SIZE } from "../../config/constants"

export interface CarouselProps<T> {
  items: readonly T[]
  /** Stable key of an item. */
  getKey: (item: T) => string
  renderItem: (item: T) => ReactNode
  /** Accessible name of the carousel (e.g. the section heading's text). */
  label: string
  /** Id of a visible heading (inside `header`) that names the carousel instead of `label`. */
  labelledBy?: string
  /** Heading, intro and anything else shown above the cards; hovering it counts as hovering the carousel. */
  header?: ReactNode
  /** Cards per page on wide screens (docs/REQUIREMENTS.md §9: 3). Narrower screens show fewer, measured from the layout. */
  pageSize?: number
  /** Auto-advance period while the pointer is over the carousel; 0 turns auto-advance off. */
  intervalMs: number
  /** Colours for dark bands. */
  tone?: "light" | "dark"
  className?: string
}

/** Cards a page on tablets: the track's columns there, and the pages counted before the track is measured. */
const TABLET_PAGE_SIZE = 2

/** Lets the stylesheet decide how many cards fit (1 on phones, 2 on tablets, `pageSize` on desktops). */
function measurePageSize(track: HTMLElement | null, fallback: number): number {
  if (!track) return fallback
  const slides = track.children
  const first = slides[0] as HTMLElement | undefined
  if (!first || first.offsetWidth === 0 || track.clientWidth === 0) return fallback
  const style = getComputedStyle(track)
  const gap = parseFloat(style.columnGap) || 0
  const inner = track.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0)
  return Math.max(1, Math.round((inner + gap) / (first.offsetWidth + gap)))
}

/** Scroll offset that shows page `page` (the last page is clamped to the end, so it is always full). */
function pageOffset(track: HTMLElement, page: number, pageSize: number): number {
  const slides = track.children
  const first = slides[0] as HTMLElement | undefined
  const target = slides[Math.min(page * pageSize, slides.length - 1)] as HTMLElement | undefined
  if (!first || !target) return 0
  return Math.min(target.offsetLeft - first.offsetLeft, track.scrollWidth - track.clientWidth)
}

/** A scroll of the track counts as at rest after this long without a scroll event (a swipe's end). */
const SETTLE_MS = 120
/** The carousel's own smooth scroll counts as stopped short after this long without reaching its page. */
const STALLED_SCROLL_MS = 1000
/** Browsers round scroll offsets; closer than this is there. */
const SCROLL_TOLERANCE_PX = 2

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    if (typeof window === "undefined" || typeof window.matchMedia !== "function") return
    const query = window.matchMedia("(prefers-reduced-motion: reduce)")
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server has no matchMedia: the preference is read once hydrated, so the first render matches the server HTML
    setReduced(query.matches)
    const onChange = () => setReduced(query.matches)
    query.addEventListener?.("change", onChange)
    return () => query.removeEventListener?.("change", onChange)
  }, [])
  return reduced
}

const Root = styled.div`
  position: relative;
`

const Track = styled.div<{ pageSize: number }>`
  --gap: 1.25rem;
  position: relative;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 84%;
  gap: var(--gap);
  /* Bleed to the screen edges on phones so the next card peeks in; room for card shadows. */
  margin: 0 calc(-1 * ${({ theme }) => theme.layout.gutter});
  padding: 0.5rem ${({ theme }) => theme.layout.gutter} 1.75rem;
  scroll-padding-inline: ${({ theme }) => theme.layout.gutter};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  & > [role="group"] {
    display: flex;
    scroll-snap-align: start;
    min-width: 0;
  }
  & > [role="group"] > * {
    flex: 1;
  }
  ${({ theme }) => theme.mq.md} {
    /* Whole cards only from here on: the padding (room for shadows) is narrower than the gap. */
    --gap: 1.5rem;
    grid-auto-columns: calc((100% - ${TABLET_PAGE_SIZE - 1} * var(--gap)) / ${TABLET_PAGE_SIZE});
    margin: 0 -0.75rem;
    padding-inline: 0.75rem;
    scroll-padding-inline: 0.75rem;
  }
  ${({ theme }) => theme.mq.lg} {
    grid-auto-columns: ${({ pageSize }) => `calc((100% - ${pageSize - 1} * var(--gap)) / ${pageSize})`};
  }
`

/**
 * Pages at each width before the track has been measured (the server's HTML and the first render): as many as the
 * stylesheet's cards per view make, one card a page on phones, two on tablets, `pageSize` on desktops. The controls
 * and dots are drawn for phones and the stylesheet hides what a wider screen has no page for, so nothing moves when
 * the measured count replaces them.
 */
interface PagesByWidth {
  md: number
  lg: number
}

const Controls = styled.div<{ tone: "light" | "dark"; pagesByWidth?: PagesByWidth }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 1.25rem;
  margin-top: 0.5rem;
  --ink: ${({ theme, tone }) => (tone === "dark" ? theme.colors.inverseText : theme.colors.text)};
  --line: ${({ theme, tone }) => (tone === "dark" ? theme.colors.borderOnDark : theme.colors.border)};
  --active: ${({ theme, tone }) => (tone === "dark" ? theme.colors.accentOnDark : theme.colors.accentStrong)};
  ${({ theme, pagesByWidth }) =>
    pagesByWidth &&
    `${theme.mq.md} { ${pagesByWidth.md > 1 ? "" : "display: none;"} } ${theme.mq.lg} { ${pagesByWidth.lg > 1 ? "" : "display: none;"} }`}
`

const Arrow = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid var(--line);
  background: transparent;
  color: var(--ink);
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    background ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: var(--active);
    color: var(--active);
  }
  svg {
    width: 1.125rem;
    height: 1.125rem;
  }
`

const Dots = styled.div<{ pagesByWidth?: PagesByWidth }>`
  display: flex;
  align-items: center;
  gap: 0.125rem;
  ${({ theme, pagesByWidth }) =>
    pagesByWidth &&
    `${theme.mq.md} { & > :nth-of-type(n + ${pagesByWidth.md + 1}) { display: none; } } ${theme.mq.lg} { & > :nth-of-type(n + ${pagesByWidth.lg + 1}) { display: none; } }`}
`

const Dot = styled.button`
  display: inline-grid;
  place-items: center;
  width: 1.5rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: "";
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: var(--line);
    box-shadow: inset 0 0 0 1px var(--line);
    transition:
      width ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
      background ${({ theme }) => theme.motion.base};
  }
  &:hover::before {
    background: var(--ink);
  }
  &[aria-current="true"] {
    width: 2.25rem;
  }
  &[aria-current="true"]::before {
    width: 1.75rem;
    background: var(--active);
    box-shadow: none;
  }
`

const Status = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`

const Chevron = ({ direction }: { direction: "left" | "right" }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {direction === "left" ? <path d="M15 18l-6-6 6-6" /> : <path d="M9 18l6-6-6-6" />}
  </svg>
)

/**
 * A carousel of cards (WAI-ARIA APG carousel pattern, without a library). The cards sit in a
 * horizontal scroll-snap track, so phones and touchpads swipe natively and every card stays
 * reachable without JavaScript; the page index is circular. Auto-advance runs only while a
 * mouse or pen is over the carousel, pauses while keyboard focus is inside, and never runs
 * when the visitor prefers reduced motion. Page changes made with the buttons are announced politely.
 */
export function Carousel<T>({
  items,
  getKey,
  renderItem,
  label,
  labelledBy,
  header,
  pageSize: widePageSize = CAROUSEL_PAGE_SIZE,
  intervalMs,
  tone = "light",
  className,
}: CarouselProps<T>) {
  const id = useId().replace(/:/g, "")
  const trackRef = useRef<HTMLDivElement>(null)
  // Cards per view as measured once the track is on screen; until then a phone's one, the stylesheet hiding the
  // controls a wider screen has no page for (PagesByWidth).
  const [measuredPageSize, setPageSize] = useState<number | null>(null)
  const pageSize = measuredPageSize ?? 1
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize))
  const pagesByWidth =
    measuredPageSize === null ? { md: Math.ceil(items.length / TABLET_PAGE_SIZE), lg: Math.ceil(items.length / widePageSize) } : undefined
  // The page shown, or being scrolled to. `current` is its one source of truth, written only by
  // `show` at the moment of a change; `page` mirrors it for rendering (dots, cards, announcement).
  // Handlers read `current`, never a value captured by an earlier render.
  const [page, setPage] = useState(0)
  const current = useRef(0)
  // Counts changes of page, made by the visitor or by auto-advance: each restarts its timer.
  const [changes, setChanges] = useState(0)
  const [announcement, setAnnouncement] = useState("")
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  // Where the carousel is scrolling the track to: its own scroll events say nothing about the page.
  const scrollingTo = useRef<number | null>(null)
  // The visitor is moving the track (touch, touchpad, scrollbar, keys) and it has not come to rest.
  const visitorMoving = useRef(false)
  const settleTimer = useRef<ReturnType<typeof setTimeout>>()

  const show = useCallback((next: number) => {
    current.current = next
    setPage(next)
    setChanges((n) => n + 1)
  }, [])

  // Cards per view follow the stylesheet (1 on phones, 2 on tablets, pageSize on desktops).
  useEffect(() => {
    const track = trackRef.current
    const update = () => setPageSize(measurePageSize(trackRef.current, widePageSize))
    update()
    if (!track || typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(update)
    observer.observe(track)
    return () => observer.disconnect()
  }, [widePageSize])

  // If the page count shrinks (wider screen), keep the index in range.
  useEffect(() => {
    if (current.current > pageCount - 1) show(pageCount - 1)
  }, [pageCount, show])

  const goTo = useCallback(
    (target: number, announce: boolean) => {
      const next = ((target % pageCount) + pageCount) % pageCount
      show(next)
      if (announce) setAnnouncement(`Page ${next + 1} of ${pageCount}`)
      const track = trackRef.current
      if (track && typeof track.scrollTo === "function") {
        const left = pageOffset(track, next, pageSize)
        clearTimeout(settleTimer.current)
        visitorMoving.current = false
        scrollingTo.current = Math.abs(track.scrollLeft - left) > SCROLL_TOLERANCE_PX ? left : null
        track.scrollTo({ left, behavior: reducedMotion ? "auto" : "smooth" })
      }
    },
    [pageCount, pageSize, reducedMotion, show],
  )

  // The track has come to rest after a swipe (or a scroll of ours stopped short): the page is the one on screen.
  const settle = () => {
    const byVisitor = visitorMoving.current
    scrollingTo.current = null
    visitorMoving.current = false
    const track = trackRef.current
    if (!track) return
    let nearest = 0
    for (let p = 1; p < pageCount; p++) {
      if (Math.abs(pageOffset(track, p, pageSize) - track.scrollLeft) < Math.abs(pageOffset(track, nearest, pageSize) - track.scrollLeft))
        nearest = p
    }
    if (nearest !== current.current) show(nearest)
    else if (byVisitor) setChanges((n) => n + 1)
  }
  const onScroll = () => {
    const track = trackRef.current
    clearTimeout(settleTimer.current)
    if (!track) return
    if (scrollingTo.current === null) {
      settleTimer.current = setTimeout(settle, SETTLE_MS)
    } else if (Math.abs(track.scrollLeft - scrollingTo.current) <= SCROLL_TOLERANCE_PX) {
      scrollingTo.current = null
    } else {
      // Our own scroll, still on its way (its frames may pause while the page is busy). Should it
      // stop short of the page (the layout changed meanwhile), the page follows what is on screen.
      settleTimer.current = setTimeout(settle, STALLED_SCROLL_MS)
    }
  }
  // The visitor takes the track over (touch, a sideways wheel, the scrollbar, keys, focus moving to a
  // card), even in the middle of one of our scrolls. That is a change too: the auto-advance waits
  // again from here, and once more from where the track comes to rest.
  const onUserScroll = () => {
    scrollingTo.current = null
    if (!visitorMoving.current) {
      visitorMoving.current = true
      setChanges((n) => n + 1)
    }
    clearTimeout(settleTimer.current)
    settleTimer.current = setTimeout(settle, SETTLE_MS)
  }
  useEffect(() => () => clearTimeout(settleTimer.current), [])

  // One turn `intervalMs` after the last change of page, whoever made it: a click, a dot or a swipe
  // starts the wait again, so the page never turns a moment after the visitor turned it.
  const autoAdvance = intervalMs > 0 && hovered && !focused && !reducedMotion && pageCount > 1
  useEffect(() => {
    if (!autoAdvance) return
    const timer = setTimeout(() => goTo(current.current + 1, false), intervalMs)
    return () => clearTimeout(timer)
  }, [autoAdvance, goTo, intervalMs, changes])

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "touch") setHovered(true)
  }
  // Keyboard focus pauses auto-advance; a mouse click on Next (which also focuses it) does not.
  const onFocus = (event: FocusEvent) => {
    let keyboard = true
    try {
      keyboard = (event.target as Element).matches(":focus-visible")
    } catch {
      // a browser without :focus-visible: treat every focus as keyboard focus
    }
    if (keyboard) setFocused(true)
  }
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  const first = page * pageSize
  return (
    <Root
      className={className}
      role="region"
      aria-roledescription="carousel"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      onPointerEnter={onPointerEnter}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      data-auto-advance={autoAdvance ? "on" : "off"}
    >
      {header}
      <Track
        ref={trackRef}
        pageSize={widePageSize}
        id={`${id}-slides`}
        onScroll={onScroll}
        onWheel={(event) => event.deltaX !== 0 && onUserScroll()}
        onTouchStart={onUserScroll}
        onPointerDown={onUserScroll}
        onKeyDown={onUserScroll}
        onFocus={onUserScroll}
      >
        {items.map((item, index) => (
          <div
            key={getKey(item)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${items.length}`}
            data-current={index >= first && index < first + pageSize ? "true" : undefined}
          >
            {renderItem(item)}
          </div>
        ))}
      </Track>
      {pageCount > 1 && (
        <Controls tone={tone} pagesByWidth={pagesByWidth}>
          <Arrow type="button" aria-controls={`${id}-slides`} aria-label="Previous" onClick={() => goTo(current.current - 1, true)}>
            <Chevron direction="left" />
          </Arrow>
          <Dots pagesByWidth={pagesByWidth}>
            {Array.from({ length: pageCount }, (_, p) => (
              <Dot
                key={p}
                type="button"
                aria-controls={`${id}-slides`}
                // The count of pages is known once the track is measured.
                aria-label={pagesByWidth ? `Show page ${p + 1}` : `Show page ${p + 1} of ${pageCount}`}
                aria-current={p === page ? "true" : undefined}
                onClick={() => goTo(p, true)}
              />
            ))}
          </Dots>
          <Arrow type="button" aria-controls={`${id}-slides`} aria-label="Next" onClick={() => goTo(current.current + 1, true)}>
            <Chevron direction="right" />
          </Arrow>
        </Controls>
      )}
      <Status aria-live="polite" aria-atomic="true">
        {announcement}
      </Status>
    </Root>
  )
}
