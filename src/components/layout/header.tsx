import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react"
import styled from "@emotion/styled"
import { keyframes } from "@emotion/react"
import { Link } from "gatsby"
import { useBusiness } from "../../hooks/use-business"
import { useSiteNavigation } from "../../hooks/use-site-navigation"
import { usePathChange } from "../../hooks/use-path-change"
import { NAV_SCROLL_THRESHOLD_PX } from "../../config/constants"
import { routes } from "../../lib/routes"
import { BookNowButton } from "../booking/book-now-button"
import { island } from "../island/island"
import { MOBILE_MENU_ID } from "./nav-items"
import { MailIcon, PhoneIcon } from "./shell-icons"
import { useScrolled } from "./use-scrolled"

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.inverseBackground};
  color: ${({ theme }) => theme.colors.inverseText};
  border-bottom: 1px solid transparent;
  transition:
    border-color ${({ theme }) => theme.motion.base},
    box-shadow ${({ theme }) => theme.motion.base};
  &[data-scrolled] {
    border-bottom-color: ${({ theme }) => theme.colors.accentHairline};
    box-shadow: ${({ theme }) => theme.shadows.bar};
  }
  /* Wide screens: once scrolled, the utility strip slides up out of view and the bar stays. */
  ${({ theme }) => theme.mq.lg} {
    transition:
      border-color ${({ theme }) => theme.motion.base},
      box-shadow ${({ theme }) => theme.motion.base},
      transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
    &[data-scrolled] {
      transform: translateY(calc(-1 * ${({ theme }) => theme.layout.utilityHeight}));
    }
  }
`

const Utility = styled.div`
  display: none;
  ${({ theme }) => theme.mq.lg} {
    display: block;
    height: ${({ theme }) => theme.layout.utilityHeight};
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderOnDark};
    background: #101214;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.inverseMuted};
  }
`

const UtilityInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1.5rem;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: 100%;
  margin: 0 auto;
  padding: 0 clamp(1rem, 2.5vw, 2.5rem);
  ${({ theme }) => theme.mq.xl} {
    padding: 0 ${({ theme }) => theme.layout.gutter};
  }
  p {
    margin: 0;
    display: flex;
    align-items: center;
    gap: 0.625rem;
    letter-spacing: 0.02em;
    white-space: nowrap;
  }
  p::before {
    content: "";
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 3px rgba(200, 169, 106, 0.18);
  }
  ul {
    display: flex;
    align-items: center;
    gap: 1.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 1.75rem;
    color: ${({ theme }) => theme.colors.inverseText};
    text-decoration: none;
    font-variant-numeric: tabular-nums;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
  a {
    white-space: nowrap;
  }
  /* The email joins the strip once there is room for it. */
  li:last-of-type {
    display: none;
  }
  ${({ theme }) => theme.mq.xl} {
    li:last-of-type {
      display: list-item;
    }
  }
  abbr {
    text-decoration: none;
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
    letter-spacing: 0.08em;
  }
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: ${({ theme }) => theme.layout.barHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};
  ${({ theme }) => theme.mq.lg} {
    gap: 0.75rem;
    padding: 0 clamp(1rem, 2.5vw, 2.5rem);
  }
  ${({ theme }) => theme.mq.xl} {
    gap: 1rem;
    padding: 0 ${({ theme }) => theme.layout.gutter};
  }
`

const Brand = styled(Link)`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin-right: auto;
  text-decoration: none;
  line-height: 1;
  ${({ theme }) => theme.mq.lg} {
    margin-right: 0;
  }
`

const BrandName = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.3125rem;
  font-weight: 600;
  letter-spacing: 0.01em;
  white-space: nowrap;
  ${({ theme }) => theme.mq.sm} {
    font-size: 1.5rem;
  }
  /* From 1024 to 1280 px the bar is full: a smaller wordmark leaves the navigation room to spare,
     for a fallback face a little wider than Cormorant (fonts.ts: the fonts are optional). */
  ${({ theme }) => theme.mq.lg} {
    font-size: 1.375rem;
  }
  ${({ theme }) => theme.mq.xl} {
    font-size: 1.5rem;
  }
`

const BrandLine = styled.span`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-top: 0.3rem;
  font-size: 0.625rem;
  font-weight: 600;
  letter-spacing: 0.24em;
  text-transform: uppercase;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.accent};
  &::before {
    content: "";
    width: 1rem;
    height: 1px;
    background: currentColor;
  }
  ${({ theme }) => theme.mq.lg} {
    letter-spacing: 0.18em;
  }
  ${({ theme }) => theme.mq.xl} {
    letter-spacing: 0.24em;
  }
`

const MainNav = styled.nav`
  display: none;
  ${({ theme }) => theme.mq.lg} {
    display: flex;
    flex: 1;
    justify-content: center;
    align-self: stretch;
    min-width: 0;
  }
  /* The island around the list (below) takes no part in the layout. */
  & > [data-island] {
    display: contents;
  }
`

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  flex-shrink: 0;
  ${({ theme }) => theme.mq.lg} {
    gap: 1rem;
  }
`

const Call = styled.a`
  display: none;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.inverseText};
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
  /* Tablets: the number beside the menu button (phones have the action bar, wide screens the strip above). */
  ${({ theme }) => theme.mq.md} {
    display: inline-flex;
  }
  ${({ theme }) => theme.mq.lg} {
    display: none;
  }
`

/** Phones have Book Now in the action bar at the bottom; from md it sits in the bar. */
const HeaderBook = styled.span`
  display: none;
  ${({ theme }) => theme.mq.md} {
    display: contents;
  }
`

const MenuToggle = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  margin-right: -0.5rem;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.inverseText};
  cursor: pointer;
  ${({ theme }) => theme.mq.lg} {
    display: none;
  }
  span,
  span::before,
  span::after {
    position: absolute;
    width: 1.375rem;
    height: 1.5px;
    background: currentColor;
    transition:
      transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
      opacity ${({ theme }) => theme.motion.fast};
  }
  span::before,
  span::after {
    content: "";
    left: 0;
  }
  span::before {
    transform: translateY(-7px);
  }
  span::after {
    transform: translateY(7px);
    width: 0.875rem;
  }
  &[aria-expanded="true"] span {
    background: transparent;
  }
  &[aria-expanded="true"] span::before {
    transform: rotate(45deg);
  }
  &[aria-expanded="true"] span::after {
    width: 1.375rem;
    transform: rotate(-45deg);
  }
`

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`

/** The full-height phone menu's panel; its contents are rendered only while it is open. */
const MenuPanel = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.layout.headerHeight};
  left: 0;
  right: 0;
  bottom: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.inverseBackground};
  color: ${({ theme }) => theme.colors.inverseText};
  border-top: 1px solid ${({ theme }) => theme.colors.accentHairline};
  padding: 0.5rem ${({ theme }) => theme.layout.gutter} calc(2rem + env(safe-area-inset-bottom, 0px));
  animation: ${slideIn} ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  &[hidden] {
    display: none;
  }
  ${({ theme }) => theme.mq.lg} {
    display: none;
  }
`

/**
 * The desktop navigation's links work as HTML from the start; its code (dropdowns on hover, keys)
 * loads when a pointer or focus reaches it, and a phone never loads it.
 */
const DesktopNav = island("desktop-nav", () => import("./desktop-nav").then((m) => m.DesktopNav), "intent")

const loadMobileMenu = () => import(/* webpackChunkName: "mobile-menu" */ "./mobile-menu")
const MobileMenu = lazy(loadMobileMenu)
const preloadMobileMenu = () => void loadMobileMenu()

const STATES: Record<string, string> = { Massachusetts: "MA", "New Hampshire": "NH" }
const stateAbbreviation = (label: string) => STATES[label] ?? label

/** Elements taken out of reach (inert) while the full-height phone menu covers them. */
const COVERED_BY_MENU = "#main, footer, [data-covered-by-menu]"

/**
 * The fixed navigation bar (docs/REQUIREMENTS.md §2, navigation bar): the brand, the main
 * navigation, the phone number and Book Now; below lg a menu button opens the full-height menu.
 * Past NAV_SCROLL_THRESHOLD_PX of scrolling it gains a fine gold border and a shadow.
 */
export function Header({ path }: { path: string }) {
  const business = useBusiness()
  const navigation = useSiteNavigation()
  const scrolled = useScrolled(NAV_SCROLL_THRESHOLD_PX)
  const [menuOpen, setMenuOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const phone = business.phones[0]

  const closeMenu = useCallback((returnFocus = false) => {
    setMenuOpen(false)
    if (returnFocus) toggle.current?.focus()
  }, [])

  // A new page closes the menu (a link inside it closes it at once; this covers Back and Forward).
  usePathChange(path, closeMenu)

  // While open: Escape closes, the page behind neither scrolls nor takes focus, and growing
  // the window to the desktop layout closes it.
  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return
      if ((event.target as Element | null)?.closest?.("[data-reach-dialog-overlay]")) return
      closeMenu(true)
    }
    const wide = window.matchMedia?.("(min-width: 1024px)")
    const onWide = (event: MediaQueryListEvent) => {
      if (event.matches) closeMenu()
    }
    const covered = Array.from(document.querySelectorAll<HTMLElement>(COVERED_BY_MENU))
    covered.forEach((el) => el.setAttribute("inert", ""))
    const root = document.documentElement
    const previousOverflow = root.style.overflow
    root.style.overflow = "hidden"
    document.addEventListener("keydown", onKeyDown)
    wide?.addEventListener?.("change", onWide)
    return () => {
      covered.forEach((el) => el.removeAttribute("inert"))
      root.style.overflow = previousOverflow
      document.removeEventListener("keydown", onKeyDown)
      wide?.removeEventListener?.("change", onWide)
    }
  }, [menuOpen, closeMenu])

  return (
    <Bar data-theme="dark" data-scrolled={scrolled ? "" : undefined} data-menu-open={menuOpen ? "" : undefined}>
      <Utility>
        <UtilityInner>
          <p>Chauffeured around the clock · Family-owned since {business.foundedYear}</p>
          <ul aria-label="Call us">
            {business.phones.map((p) => (
              <li key={p.tel}>
                <a href={`tel:${p.tel}`}>
                  <PhoneIcon size={14} />
                  <abbr title={p.label}>{stateAbbreviation(p.label)}</abbr> {p.display}
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${business.email}`}>
                <MailIcon size={14} />
                {business.email}
              </a>
            </li>
          </ul>
        </UtilityInner>
      </Utility>
      <Inner>
        {/* The brand is not a navigation item: only the Home item is marked current. */}
        <Brand to={routes.home} aria-current={undefined}>
          <BrandName>{business.shortName}</BrandName>
          <BrandLine>Limousine · Est. {business.foundedYear}</BrandLine>
        </Brand>
        <MainNav aria-label="Main">
          <DesktopNav path={path} navigation={navigation} />
        </MainNav>
        <Actions>
          <Call href={`tel:${phone.tel}`} aria-label={`Call ${phone.display}`}>
            <PhoneIcon />
            <span>{phone.display}</span>
          </Call>
          <HeaderBook>
            <BookNowButton size="sm" />
          </HeaderBook>
          <MenuToggle
            ref={toggle}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onPointerEnter={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            onTouchStart={preloadMobileMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span />
          </MenuToggle>
        </Actions>
      </Inner>
      <MenuPanel id={MOBILE_MENU_ID} hidden={!menuOpen}>
        {menuOpen && (
          <Suspense fallback={null}>
            <MobileMenu
              path={path}
              navigation={navigation}
              phones={business.phones}
              email={business.email}
              hours={business.hours.label}
              onNavigate={() => closeMenu()}
            />
          </Suspense>
        )}
      </MenuPanel>
    </Bar>
  )
}
