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

const Dock = styled.aside`
  position: fixed;
  right: max(0.75rem, env(safe-area-inset-right, 0px));
  bottom: calc(${({ theme }) => theme.layout.actionBarHeight} + 0.75rem);
  z-index: ${({ theme }) => theme.zIndices.badges};
  ${({ theme }) => theme.mq.md} {
    right: 1rem;
    bottom: 1rem;
  }
  ${({ theme }) => theme.mq.lg} {
    right: 1.25rem;
    bottom: 1.25rem;
  }
`

/** Phones and tablets: one compact pill holding both badges. From lg: two separate chips, stacked. */
const Group = styled.ul`
  display: flex;
  align-items: stretch;
  margin: 0;
  padding: 3px;
  list-style: none;
  background: ${({ theme }) => theme.colors.inverseBackground};
  border: 1px solid ${({ theme }) => theme.colors.accentHairline};
  border-radius: ${({ theme }) => theme.radii.pill};
  box-shadow: ${({ theme }) => theme.shadows.float};
  li + li {
    border-left: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  }
  ${({ theme }) => theme.mq.lg} {
    flex-direction: column;
    align-items: flex-end;
    gap: 0.5rem;
    padding: 0;
    background: none;
    border: 0;
    box-shadow: none;
    li + li {
      border-left: 0;
    }
  }
`

const BadgeButton = styled.button`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  height: 2.25rem;
  padding: 0 0.75rem 0 0.25rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.inverseText};
  font: inherit;
  text-align: left;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  &:hover {
    background: ${({ theme }) => theme.colors.inverseSurface};
  }
  ${({ theme }) => theme.mq.lg} {
    gap: 0.75rem;
    height: auto;
    min-width: 12.5rem;
    padding: 0.5rem 1rem 0.5rem 0.5rem;
    border: 1px solid ${({ theme }) => theme.colors.accentHairline};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.inverseBackground};
    box-shadow: ${({ theme }) => theme.shadows.float};
    &:hover {
      background: ${({ theme }) => theme.colors.inverseSurface};
      transform: translateY(-1px);
    }
  }
`

const Seal = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.accent};
  box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.inverseBackground}, inset 0 0 0 3px ${({ theme }) => theme.colors.accentHairline};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1;
  color: ${({ theme }) => theme.colors.accentOnDark};
  ${({ theme }) => theme.mq.lg} {
    width: 2.5rem;
    height: 2.5rem;
    font-size: 1.0625rem;
  }
`

const Short = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xxs};
  font-weight: 600;
  letter-spacing: 0.1em;
  ${({ theme }) => theme.mq.lg} {
    display: none;
  }
`

/** The full text: the accessible name everywhere, visible from lg. */
const Full = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  ${({ theme }) => theme.mq.lg} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
    display: grid;
    gap: 0.125rem;
    line-height: 1.2;
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
  }
`

/**
 * The floating trust badges of every page (spec §1): each a button that opens a dialog with the
 * details and an external link. Phones get one compact pill above the action bar; wider screens
 * two chips in the corner. The dialog code loads on the first hover, focus or touch.
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
