import { useState } from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import type { SiteNavigation } from "../../hooks/use-site-navigation"
import { NAV_ITEMS, isActive, isCurrentPage, sectionCurrent, groupId } from "./nav-items"
import { ChevronDownIcon, ClockIcon, MailIcon, PhoneIcon } from "./shell-icons"
import { BookNowButton } from "../booking/book-now-button"

const Inner = styled.div`
  max-width: 36rem;
  margin: 0 auto;
`

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  }
`

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`

const TopLink = styled(Link)`
  flex: 1;
  display: flex;
  align-items: center;
  min-height: 3.5rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.625rem;
  font-weight: 600;
  line-height: 1.1;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.inverseText};
  &[aria-current] {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
  &[aria-current]::before {
    content: "";
    width: 1.25rem;
    height: 1px;
    margin-right: 0.75rem;
    background: ${({ theme }) => theme.colors.accent};
  }
`

const GroupToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.accentOnDark};
  cursor: pointer;
  svg {
    transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  }
  &[aria-expanded="true"] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`

const SubList = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0 0 0 1rem;
  border-left: 1px solid ${({ theme }) => theme.colors.accentHairline};
  &[hidden] {
    display: none;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.inverseMuted};
    text-decoration: none;
  }
  a[aria-current="page"] {
    color: ${({ theme }) => theme.colors.accentOnDark};
    font-weight: 600;
  }
`

const Contact = styled.div`
  display: grid;
  gap: 1.25rem;
  margin-top: 2rem;
  > button {
    width: 100%;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.25rem;
  }
  a,
  li {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-height: 2.75rem;
    color: ${({ theme }) => theme.colors.inverseText};
    text-decoration: none;
  }
  svg {
    color: ${({ theme }) => theme.colors.accent};
    flex-shrink: 0;
  }
  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xxs};
    letter-spacing: ${({ theme }) => theme.tracking.caps};
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.inverseMuted};
  }
`

interface Props {
  path: string
  navigation: SiteNavigation
  phones: readonly { label: string; display: string; tel: string }[]
  email: string
  hours: string
  /** Called when a link is chosen: the menu closes as the new page opens. */
  onNavigate: () => void
}

/**
 * The contents of the full-height menu of phones and tablets (below lg), rendered inside the
 * header's panel only while it is open. Its groups use the same disclosure pattern as the wide
 * navigation; each opening starts with the current page's group expanded and the others folded.
 * It is its own chunk: the header loads it when the menu button is pointed at, focused or tapped.
 */
export default function MobileMenu({ path, navigation, phones, email, hours, onNavigate }: Props) {
  const [expanded, setExpanded] = useState<string | null>(() => NAV_ITEMS.find((item) => item.group && isActive(item, path))?.group ?? null)

  return (
    <Inner>
      <nav aria-label="Main menu">
        <Items>
          {NAV_ITEMS.map((item) => {
            const isOpen = expanded === item.group
            const listId = groupId("mobile", item)
            return (
              <li key={item.path}>
                <Row>
                  <TopLink to={item.path} aria-current={sectionCurrent(item, path)} onClick={onNavigate}>
                    {item.label}
                  </TopLink>
                  {item.group && (
                    <GroupToggle
                      type="button"
                      aria-expanded={isOpen}
                      aria-controls={listId}
                      aria-label={`${item.label} menu`}
                      onClick={() => setExpanded(isOpen ? null : item.group!)}
                    >
                      <ChevronDownIcon size={16} />
                    </GroupToggle>
                  )}
                </Row>
                {item.group && (
                  <SubList id={listId} hidden={!isOpen}>
                    {navigation[item.group].map((link) => (
                      <li key={link.path}>
                        <Link to={link.path} aria-current={isCurrentPage(link.path, path) ? "page" : undefined} onClick={onNavigate}>
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </SubList>
                )}
              </li>
            )
          })}
        </Items>
      </nav>
      <Contact>
        <BookNowButton size="lg" />
        <ul aria-label="Contact">
          {phones.map((phone) => (
            <li key={phone.tel}>
              <a href={`tel:${phone.tel}`}>
                <PhoneIcon />
                <span>
                  <small>{phone.label}</small>
                  {phone.display}
                </span>
              </a>
            </li>
          ))}
          <li>
            <a href={`mailto:${email}`}>
              <MailIcon />
              {email}
            </a>
          </li>
          <li>
            <ClockIcon />
            {hours}
          </li>
        </ul>
      </Contact>
    </Inner>
  )
}
