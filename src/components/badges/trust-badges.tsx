import { lazy, Suspense, useEffect, useRef, useState } from "react"
import styled from "@emotion/styled"
import { useBusiness } from "../../hooks/use-business"
import { badgeDetailLine, badgeMark, badgeShortName } from "./badge-types"

/** The dialog (and @reach/dialog) load only when a visitor reaches for a badge, not with the page. */
export const loadBadgeDialog = () => import(/* webpackChunkName: "badge-dialog" */ "./badge-dialog")

export function preloadBadgeDialog(): void {
  void loadBadgeDialog()
}

const BadgeDialog = lazy(loadBadgeDialog)

/**
 * Phones: a capsule at the start of the bottom band (Layout's BottomDock), beside Call and Book Now.
 * From md: a slim tab against the right edge of the window, no wider than the page's gutter, so it
 * never lies over the page's text or controls; a badge's full name slides out beside it on hover or
 * keyboard focus.
 */
const Dock = styled.aside`
  display: flex;
  ${({ theme }) => theme.mq.md} {
    display: block;
  }
`

const Group = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  /* A drawn outline, not a border, so the buttons keep the band's full 44 px. */
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.borderOnDark};
  border-radius: ${({ theme }) => theme.radii.sm};
  li {
    display: flex;
  }
  li + li {
    border-left: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  }
  ${({ theme }) => theme.mq.md} {
    flex-direction: column;
    width: calc(${({ theme }) => theme.layout.gutter} - 0.25rem);
    padding: 0.25rem 0;
    background: ${({ theme }) => theme.colors.inverseBackground};
    border: 1px solid ${({ theme }) => theme.colors.accentHairline};
    border-right: 0;
    border-radius: ${({ theme }) => theme.radii.md} 0 0 ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.float};
    li {
      flex-direction: column;
      align-items: center;
    }
    li + li {
      border-left: 0;
    }
    li + li::before {
      content: "";
      width: 0.75rem;
      height: 1px;
      background: ${({ theme }) => theme.colors.borderOnDark};
    }
  }
  ${({ theme }) => theme.mq.xl} {
    width: 2.75rem;
  }
`

const BadgeButton = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.1875rem;
  width: 2.75rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.inverseText};
  font: inherit;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  transition: color ${({ theme }) => theme.motion.fast};
  &:hover {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
  ${({ theme }) => theme.mq.md} {
    gap: 0.4rem;
    width: 100%;
    padding: 0.625rem 0;
    border-radius: 0;
    &:focus-visible {
      outline-offset: -3px;
    }
  }
`

const Seal = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 1.375rem;
  height: 1.375rem;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.accent};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 0.625rem;
  font-weight: 600;
  line-height: 1;
  color: ${({ theme }) => theme.colors.accentOnDark};
  ${({ theme }) => theme.mq.md} {
    width: 1.25rem;
    height: 1.25rem;
    font-size: 0.5625rem;
  }
  ${({ theme }) => theme.mq.lg} {
    width: 1.625rem;
    height: 1.625rem;
    font-size: 0.75rem;
    box-shadow:
      inset 0 0 0 2px ${({ theme }) => theme.colors.inverseBackground},
      inset 0 0 0 3px ${({ theme }) => theme.colors.accentHairline};
  }
  ${({ theme }) => theme.mq.xl} {
    width: 2rem;
    height: 2rem;
    font-size: 0.875rem;
  }
`

/** The short name ("BBB", "NLA"): a caption under the seal on phones, set along the tab from md (read upwards). */
const Short = styled.span`
  font-size: 0.5625rem;
  font-weight: 600;
  letter-spacing: 0.12em;
  line-height: 1;
  ${({ theme }) => theme.mq.md} {
    writing-mode: vertical-rl;
    transform: rotate(180deg);
    font-size: 0.625rem;
    letter-spacing: ${({ theme }) => theme.tracking.caps};
  }
  ${({ theme }) => theme.mq.xl} {
    font-size: 0.6875rem;
  }
`

/**
 * The full text ("BBB Accredited A+ Rating"), the accessible name everywhere. Phones keep it for
 * screen readers; from md it appears in a label beside the tab on hover or keyboard focus, a
 * label that takes no clicks (it never stands between the pointer and the page).
 */
const Full = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  ${({ theme }) => theme.mq.md} {
    top: 50%;
    right: calc(100% + 0.625rem);
    display: grid;
    gap: 0.125rem;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
    padding: 0.5rem 0.875rem;
    border: 1px solid ${({ theme }) => theme.colors.accentHairline};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.inverseBackground};
    box-shadow: ${({ theme }) => theme.shadows.float};
    color: ${({ theme }) => theme.colors.inverseText};
    text-align: left;
    line-height: 1.2;
    pointer-events: none;
    opacity: 0;
    transform: translate(0.375rem, -50%);
    transition:
      opacity ${({ theme }) => theme.motion.fast},
      transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
    strong {
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: 600;
    }
    small {
      font-size: 0.6875rem;
      font-weight: 600;
      letter-spacing: 0.12em;
      text-transform: uppercase;
      color: ${({ theme }) => theme.colors.accentOnDark};
    }
    button:hover > &,
    button:focus-visible > & {
      opacity: 1;
      transform: translate(0, -50%);
    }
  }
`

/**
 * The floating trust badges of every page (docs/REQUIREMENTS.md §1, trust badges): each a button
 * that opens a dialog with the details and an external link. Phones show them in the bottom band,
 * beside Call and Book Now; wider screens as a tab in the bottom right margin. The dialog code
 * loads on the first hover, focus or touch.
 */
export function TrustBadges() {
  const { badges } = useBusiness()
  const [openId, setOpenId] = useState<string | null>(null)
  const trigger = useRef<HTMLButtonElement | null>(null)
  const wasOpen = useRef(false)
  const badge = badges.find((b) => b.id === openId)

  // Focus goes back to the badge that opened the dialog (also where the browser did not focus it on click).
  useEffect(() => {
    if (openId) wasOpen.current = true
    else if (wasOpen.current) {
      wasOpen.current = false
      trigger.current?.focus()
    }
  }, [openId])

  return (
    <Dock aria-label="Accreditations" data-theme="dark" data-covered-by-menu="">
      <Group>
        {badges.map((b) => (
          <li key={b.id}>
            <BadgeButton
              type="button"
              aria-haspopup="dialog"
              data-badge={b.id}
              onPointerEnter={preloadBadgeDialog}
              onFocus={preloadBadgeDialog}
              onTouchStart={preloadBadgeDialog}
              onClick={(event) => {
                trigger.current = event.currentTarget
                setOpenId(b.id)
              }}
            >
              <Seal aria-hidden="true">{badgeMark(b)}</Seal>
              <Short aria-hidden="true">{badgeShortName(b)}</Short>
              <Full>
                <strong>{b.label}</strong> <small>{badgeDetailLine(b)}</small>
              </Full>
            </BadgeButton>
          </li>
        ))}
      </Group>
      {badge && (
        <Suspense fallback={null}>
          <BadgeDialog badge={badge} onDismiss={() => setOpenId(null)} />
        </Suspense>
      )}
    </Dock>
  )
}
