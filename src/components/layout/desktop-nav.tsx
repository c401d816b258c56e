import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react"
import styled from "@emotion/styled"
import { keyframes } from "@emotion/react"
import { Link } from "gatsby"
import type { SiteNavigation } from "../../hooks/use-site-navigation"
import { usePathChange } from "../../hooks/use-path-change"
import { NAV_ITEMS, isCurrentPage, sectionCurrent, groupId, groupTitle, type NavItem } from "./nav-items"
import { ArrowRightIcon, ChevronDownIcon } from "./shell-icons"

/** How long the pointer may leave a dropdown before it closes (crossing a gap should not close it). */
const HOVER_CLOSE_DELAY_MS = 140

const List = styled.ul`
  display: flex;
  align-items: stretch;
  gap: 0.125rem;
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ theme }) => theme.mq.xl} {
    gap: 0.375rem;
  }
`

const Item = styled.li`
  position: relative;
  display: flex;
  align-items: center;
`

const TopLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 0.4rem;
  font-size: 0.875rem;
  font-weight: 500;
  letter-spacing: 0.01em;
  color: ${({ theme }) => theme.colors.inverseText};
  text-decoration: none;
  white-space: nowrap;
  transition: color ${({ theme }) => theme.motion.fast};
  &::after {
    content: "";
    position: absolute;
    left: 0.4rem;
    right: 0.4rem;
    bottom: 0.45rem;
    height: 1px;
    background: ${({ theme }) => theme.colors.accent};
    transform: scaleX(0);
    transform-origin: left;
    transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
  &:hover::after,
  &[aria-current]::after {
    transform: scaleX(1);
  }
  &[aria-current] {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
  [data-has-menu] > & {
    padding-right: 0.125rem;
  }
  [data-has-menu] > &::after {
    right: 0.125rem;
  }
  ${({ theme }) => theme.mq.xl} {
    padding: 0 0.55rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    &::after {
      left: 0.55rem;
      right: 0.55rem;
    }
  }
`

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.375rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.inverseMuted};
  cursor: pointer;
  svg {
    transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  }
  &[aria-expanded="true"] {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
  &:hover {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
  ${({ theme }) => theme.mq.xl} {
    width: 1.625rem;
  }
`

const reveal = keyframes`
  from { opacity: 0; transform: translate(-50%, -6px); }
  to { opacity: 1; transform: translate(-50%, 0); }
`

const Panel = styled.div<{ wide: boolean }>`
  position: absolute;
  top: 100%;
  left: 50%;
  transform: translateX(-50%);
  width: ${({ wide }) => (wide ? "34rem" : "20rem")};
  padding: 1.25rem 1.25rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: 0 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md};
  border-top: 2px solid ${({ theme }) => theme.colors.accent};
  box-shadow: ${({ theme }) => theme.shadows.lifted};
  --focus-ring: ${({ theme }) => theme.colors.focus};
  animation: ${reveal} ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  &[hidden] {
    display: none;
  }
  /* Bridges the strip between the item and the panel so the pointer can cross it. */
  &::before {
    content: "";
    position: absolute;
    left: 0;
    right: 0;
    top: -14px;
    height: 14px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: ${({ wide }) => (wide ? "1fr 1fr" : "1fr")};
    gap: 0.125rem 1rem;
  }
  ul a {
    display: block;
    padding: 0.5rem 0.625rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.35;
    text-decoration: none;
    transition: background-color ${({ theme }) => theme.motion.fast};
  }
  ul a:hover {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.accentStrong};
  }
  ul a[aria-current="page"] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.accentStrong};
    font-weight: 600;
  }
`

const PanelTitle = styled.p`
  margin: 0 0 0.5rem;
  padding: 0 0.625rem;
  font-size: ${({ theme }) => theme.fontSizes.xxs};
  font-weight: 600;
  letter-spacing: ${({ theme }) => theme.tracking.caps};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accentStrong};
`

const AllLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.375rem;
  margin-top: 0.75rem;
  padding: 0.75rem 0.625rem 0.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accentStrong};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`

interface DropdownProps {
  item: NavItem
  links: SiteNavigation[keyof SiteNavigation]
  path: string
  open: boolean
  onOpen: (how: "hover" | "toggle") => void
  onClose: () => void
  /** The pointer left the item (the list closes a moment later, see onHoverEnd). */
  onLeave: () => void
  /** The pointer stayed away: closes a list the pointer opened, not one opened with its button. */
  onHoverEnd: () => void
  onToggle: () => void
}

function Dropdown({ item, links, path, open, onOpen, onClose, onLeave, onHoverEnd, onToggle }: DropdownProps) {
  const element = useRef<HTMLLIElement>(null)
  const closeTimer = useRef<number>()
  const id = groupId("desktop", item)

  useEffect(() => () => window.clearTimeout(closeTimer.current), [])

  /** Whether the pointer is on the item, as far as its events have told. */
  const inside = useRef(false)
  const hoverStart = () => {
    inside.current = true
    window.clearTimeout(closeTimer.current)
    closeTimer.current = undefined
    onOpen("hover")
  }
  const hoverEnd = () => {
    inside.current = false
    onLeave()
    if (closeTimer.current !== undefined) return
    closeTimer.current = window.setTimeout(() => {
      closeTimer.current = undefined
      onHoverEnd()
    }, HOVER_CLOSE_DELAY_MS)
  }
  const latestHoverEnd = useRef(hoverEnd)
  useEffect(() => {
    latestHoverEnd.current = hoverEnd
  })

  // The pointer reaching anything outside the item ends its hover, even when the browser reported
  // the leaving to markup that is no longer on the page (the server HTML this list replaced).
  useEffect(() => {
    const onMouseOver = (event: MouseEvent) => {
      if (inside.current && !element.current?.contains(event.target as Node)) latestHoverEnd.current()
    }
    document.addEventListener("mouseover", onMouseOver)
    return () => document.removeEventListener("mouseover", onMouseOver)
  }, [])

  // Tabbing out of the item closes its list.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose()
  }

  return (
    <Item
      ref={element}
      data-has-menu=""
      data-open={open ? "" : undefined}
      onMouseEnter={hoverStart}
      // Also on every crossing inside the item: a browser may report a pointer that rested here while
      // this markup replaced the server HTML only as a move from the element around it, which React
      // does not count as entering.
      onMouseOver={hoverStart}
      onMouseLeave={hoverEnd}
      onBlur={onBlur}
    >
      <TopLink to={item.path} aria-current={sectionCurrent(item, path)}>
        {item.label}
      </TopLink>
      <Toggle type="button" aria-expanded={open} aria-controls={id} aria-label={`${item.label} menu`} onClick={onToggle}>
        <ChevronDownIcon />
      </Toggle>
      <Panel id={id} hidden={!open} wide={links.length > 6}>
        <PanelTitle aria-hidden="true">{groupTitle(item)}</PanelTitle>
        <ul>
          {links.map((link) => (
            <li key={link.path}>
              <Link to={link.path} aria-current={isCurrentPage(link.path, path) ? "page" : undefined} onClick={onClose}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <AllLink to={item.path} onClick={onClose}>
          All {item.label.toLowerCase()} <ArrowRightIcon />
        </AllLink>
      </Panel>
    </Item>
  )
}

/**
 * The navigation of wide screens (from the lg breakpoint). Groups follow the disclosure pattern:
 * the section link, then a button (aria-expanded, aria-controls) showing its list of pages. A list
 * opens on hover or with the button (Enter or Space) and closes on a click elsewhere and when focus
 * or the pointer leaves it. Escape closes it wherever focus is (WCAG 1.4.13: what hovering shows,
 * a key hides without moving the pointer); focus inside the list goes back to its button, and a
 * list closed under the pointer stays closed until the pointer leaves the item and comes back.
 */
export function DesktopNav({ path, navigation }: { path: string; navigation: SiteNavigation }) {
  const [openGroup, setOpenGroup] = useState<string | null>(null)
  const openedBy = useRef<"hover" | "toggle" | null>(null)
  /** The group the pointer is on, if any. */
  const pointerOn = useRef<string | null>(null)
  /** The group Escape closed under the pointer: hovering it opens nothing until the pointer has left it. */
  const dismissed = useRef<string | null>(null)
  const list = useRef<HTMLUListElement>(null)

  const close = useCallback(() => {
    openedBy.current = null
    setOpenGroup(null)
  }, [])

  // Escape closes the open list, from anywhere on the page (a dialog's Escape is its own).
  useEffect(() => {
    if (!openGroup) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return
      const item = list.current?.querySelector("[data-open]")
      event.preventDefault()
      if (pointerOn.current === openGroup) dismissed.current = openGroup
      close()
      if (item?.contains(document.activeElement)) item.querySelector<HTMLButtonElement>("button[aria-controls]")?.focus()
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [openGroup, close])

  // A click or tap anywhere outside the navigation closes the open list.
  useEffect(() => {
    if (!openGroup) return
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!list.current?.contains(event.target as Node)) close()
    }
    document.addEventListener("pointerdown", onPointerDown)
    return () => document.removeEventListener("pointerdown", onPointerDown)
  }, [openGroup, close])

  // Another page closes the open list.
  usePathChange(path, close)

  return (
    <List ref={list}>
      {NAV_ITEMS.map((item) =>
        item.group ? (
          <Dropdown
            key={item.path}
            item={item}
            links={navigation[item.group]}
            path={path}
            open={openGroup === item.group}
            onOpen={(how) => {
              if (how === "hover") pointerOn.current = item.group!
              if (openGroup === item.group || (how === "hover" && dismissed.current === item.group)) return
              openedBy.current = how
              setOpenGroup(item.group!)
            }}
            onClose={() => {
              setOpenGroup((current) => (current === item.group ? null : current))
              openedBy.current = null
            }}
            onLeave={() => {
              if (pointerOn.current === item.group) pointerOn.current = null
              if (dismissed.current === item.group) dismissed.current = null
            }}
            onHoverEnd={() => {
              if (openedBy.current === "toggle") return
              setOpenGroup((current) => (current === item.group ? null : current))
            }}
            onToggle={() => {
              dismissed.current = null
              if (openGroup === item.group && openedBy.current === "hover") {
                // The pointer opened it a moment ago; the click pins it open.
                openedBy.current = "toggle"
                return
              }
              openedBy.current = "toggle"
              setOpenGroup((current) => (current === item.group ? null : item.group!))
            }}
          />
        ) : (
          <Item key={item.path}>
            <TopLink to={item.path} aria-current={sectionCurrent(item, path)}>
              {item.label}
            </TopLink>
          </Item>
        ),
      )}
    </List>
  )
}
