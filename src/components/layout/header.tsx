import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useBusiness } from "../../hooks/use-business"
import { Container } from "../ui/container"
import { NAV_ITEMS, isActive } from "./nav-items"
import { routes } from "../../lib/routes"
import { BookNowButton } from "../booking/book-now-button"

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.inverseBackground};
  color: ${({ theme }) => theme.colors.inverseText};
`

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: 1.5rem;
  min-height: ${({ theme }) => theme.layout.headerHeight};
`

const Brand = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.375rem;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
`

const NavList = styled.ul`
  display: none;
  list-style: none;
  margin: 0 0 0 auto;
  padding: 0;
  gap: 1.25rem;
  ${({ theme }) => theme.mq.lg} {
    display: flex;
  }
  a {
    text-decoration: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a[aria-current="page"] {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
`

const Call = styled.a`
  margin-left: auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
  ${({ theme }) => theme.mq.lg} {
    margin-left: 0;
  }
`

export function Header({ path }: { path: string }) {
  const business = useBusiness()
  const phone = business.phones[0]
  return (
    <Bar>
      <Inner>
        <Brand to={routes.home}>{business.shortName}</Brand>
        <nav aria-label="Main">
          <NavList>
            {NAV_ITEMS.map((item) => (
              <li key={item.path}>
                <Link to={item.path} aria-current={isActive(item, path) ? "page" : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </NavList>
        </nav>
        <Call href={`tel:${phone.tel}`}>{phone.display}</Call>
        <BookNowButton />
      </Inner>
    </Bar>
  )
}
