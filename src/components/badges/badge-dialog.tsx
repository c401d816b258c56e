import styled from "@emotion/styled"
import { keyframes } from "@emotion/react"
import { DialogContent, DialogOverlay } from "@reach/dialog"
import { badgeMark, type TrustBadge } from "./badge-types"
import { neutralizePositiveFocusGuard } from "../ui/focus-guard"

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`

const Overlay = styled(DialogOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  overflow-y: auto;
  padding: 0;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.base} ease-out;
  ${({ theme }) => theme.mq.md} {
    align-items: center;
    padding: 2rem 1rem;
  }
`

const Content = styled(DialogContent)`
  position: relative;
  width: 100%;
  max-width: 32rem;
  max-height: 100%;
  overflow-y: auto;
  padding: 2rem 1.5rem calc(1.75rem + env(safe-area-inset-bottom, 0px));
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border-top: 3px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0 0;
  box-shadow: ${({ theme }) => theme.shadows.lifted};
  outline: none;
  animation: ${rise} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  ${({ theme }) => theme.mq.md} {
    padding: 2.5rem 2.5rem 2.25rem;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0 0 0.75rem;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  margin: 0 3rem 1.25rem 0;
`

const Seal = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.inverseBackground};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  box-shadow:
    inset 0 0 0 3px ${({ theme }) => theme.colors.inverseBackground},
    inset 0 0 0 4px ${({ theme }) => theme.colors.accentHairline};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.5rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accentOnDark};
`

const Eyebrow = styled.p`
  && {
    margin: 0 0 0.25rem;
    font-size: ${({ theme }) => theme.fontSizes.xxs};
    font-weight: 600;
    letter-spacing: ${({ theme }) => theme.tracking.caps};
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accentStrong};
  }
`

const Lead = styled.p`
  && {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.5rem;
  margin-top: 1.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

const External = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.875rem;
  padding: 0 1.375rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.inverseBackground};
  color: ${({ theme }) => theme.colors.inverseText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  letter-spacing: 0.03em;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.inverseSurface};
  }
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`

const CloseButton = styled.button`
  position: absolute;
  top: 1rem;
  right: 1rem;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }
`

interface Props {
  badge: TrustBadge
  onDismiss: () => void
}

/** A badge's details (docs/REQUIREMENTS.md §1, trust badges): a modal dialog with focus kept inside; Escape or Close ends it. */
export default function BadgeDialog({ badge, onDismiss }: Props) {
  const titleId = `badge-title-${badge.id}`
  return (
    <Overlay isOpen onDismiss={onDismiss}>
      <Content ref={neutralizePositiveFocusGuard} aria-labelledby={titleId} data-testid="badge-dialog">
        <CloseButton type="button" aria-label="Close" onClick={onDismiss}>
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </CloseButton>
        <Header>
          <Seal aria-hidden="true">{badgeMark(badge)}</Seal>
          <div>
            <Eyebrow>{badge.grade ? `${badge.label} · Rated ${badge.grade}` : `Member since ${badge.since}`}</Eyebrow>
            <h2 id={titleId} css={{ margin: 0 }}>
              {badge.name}
            </h2>
          </div>
        </Header>
        <Lead>{badge.summary}</Lead>
        <p>{badge.details}</p>
        <Actions>
          <External href={badge.url} rel="noopener noreferrer" target="_blank">
            {badge.linkText}
            <span className="visually-hidden"> (opens in a new tab)</span>
            <svg
              width="14"
              height="14"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
            </svg>
          </External>
        </Actions>
      </Content>
    </Overlay>
  )
}
