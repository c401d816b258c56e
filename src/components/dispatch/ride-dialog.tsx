/**
 * Dispatch's page for one ride, opened over the day view: the /booking page's panel, read from the ride's
 * own link (the same actions as the emailed link), in a dialog that fills a phone's screen. Its code loads
 * when a ride's link is reached for (ride-card.tsx); closing it reads the days again, so the list shows
 * dispatch's answer without a reload.
 */
import { lazy, Suspense, useMemo } from "react"
import styled from "@emotion/styled"
import { DialogContent, DialogOverlay } from "@reach/dialog"
import type { DayRide } from "../../booking-loop/day-view"
import { readFragment } from "../booking-loop/loop-api"
import type { Phone } from "../booking-loop/action-panel"
import { Button } from "../ui/button"
import { neutralizePositiveFocusGuard } from "../ui/focus-guard"

/**
 * The /booking page's panel, fetched in /booking's own chunk (Gatsby names a page's chunk after its file):
 * shared with this dialog's chunk instead, it would be split into a chunk of its own, and /booking's first
 * load, which the budget holds to 100 KB, would carry that split's cost.
 */
const BookingPanel = lazy(() =>
  import(/* webpackChunkName: "component---src-pages-booking-tsx" */ "../booking-loop/booking-panel").then((m) => ({
    default: m.BookingPanel,
  })),
)

const Overlay = styled(DialogOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.overlay};
  ${({ theme }) => theme.mq.md} {
    padding: 2rem 1.5rem;
  }
`

const Sheet = styled(DialogContent)`
  width: 100%;
  max-width: 72rem;
  min-height: 100%;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  outline: none;
  ${({ theme }) => theme.mq.md} {
    min-height: 0;
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.lifted};
  }
`

/** The sheet's top: which ride, and the way back to the day, kept in reach while the ride's page scrolls. */
const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem ${({ theme }) => theme.layout.gutter};
  background: ${({ theme }) => theme.colors.inverseBackground};
  color: ${({ theme }) => theme.colors.inverseText};
  border-bottom: 1px solid ${({ theme }) => theme.colors.accentHairline};
  /* Rounded with the sheet here: clipping the sheet instead would keep the bar from sticking. */
  ${({ theme }) => theme.mq.md} {
    border-radius: ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0 0;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: inherit;
  }
  small {
    display: block;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
`

const Body = styled.div`
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.layout.gutter} ${({ theme }) => theme.space[7]};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`

interface Props {
  ride: DayRide
  phone: Phone
  onClose: () => void
}

export default function RideDialog({ ride, phone, onClose }: Props) {
  // The ride's link holds dispatch's key after #: read here as /booking reads its address, never sent in a URL.
  const link = useMemo(() => readFragment(new URL(ride.link, "https://dispatch.invalid").hash), [ride.link])
  const titleId = `ride-title-${ride.reference}`
  return (
    <Overlay isOpen onDismiss={onClose}>
      <Sheet ref={neutralizePositiveFocusGuard} aria-labelledby={titleId}>
        <Bar>
          <h2 id={titleId}>
            <small>{ride.leg === "return" ? "Return of" : "Ride"}</small> {ride.reference}
          </h2>
          <Button type="button" variant="ghost-light" size="sm" onClick={onClose}>
            Back to the day
          </Button>
        </Bar>
        <Body>
          <Suspense fallback={<p role="status">Opening the booking…</p>}>
            <BookingPanel phone={phone} link={link} />
          </Suspense>
        </Body>
      </Sheet>
    </Overlay>
  )
}
