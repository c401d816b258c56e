import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useBusiness } from "../../hooks/use-business"
import { useSiteNavigation } from "../../hooks/use-site-navigation"
import { routes } from "../../lib/routes"
import { Container } from "../ui/container"
import { FOOTER_AREA_COUNT } from "../../config/constants"
import { SubscribeForm } from "../forms/subscribe-form"

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.inverseBackground};
  color: ${({ theme }) => theme.colors.inverseText};
  padding: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[6]};
  margin-top: ${({ theme }) => theme.space[9]};
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
`

const Legal = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2rem;
  justify-content: space-between;
  margin-top: 3rem;
  padding-top: 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inverseMuted};
`

const QUICK_LINKS = [
  { label: "About Us", path: routes.about },
  { label: "Our Fleet", path: routes.fleet },
  { label: "Reviews", path: routes.reviews },
  { label: "Contact Us", path: routes.contact },
]

export function Footer() {
  const business = useBusiness()
  const nav = useSiteNavigation()
  return (
    <Wrapper>
      <Container>
        <Columns>
          <section aria-labelledby="footer-company">
            <h2 id="footer-company">{business.name}</h2>
            <p>{business.tagline}</p>
            <SubscribeForm />
          </section>
          <nav aria-labelledby="footer-quick">
            <h2 id="footer-quick">Quick links</h2>
            <ul>
              {QUICK_LINKS.map((link) => (
                <li key={link.path}>
                  <Link to={link.path}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-services">
            <h2 id="footer-services">Services</h2>
            <ul>
              {nav.services.slice(0, 6).map((link) => (
                <li key={link.path}>
                  <Link to={link.path}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-areas">
            <h2 id="footer-areas">Service areas</h2>
            <ul>
              {nav.towns.slice(0, FOOTER_AREA_COUNT).map((link) => (
                <li key={link.path}>
                  <Link to={link.path}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">Contact</h2>
            <ul>
              {business.phones.map((phone) => (
                <li key={phone.tel}>
                  <a href={`tel:${phone.tel}`}>
                    {phone.label}: {phone.display}
                  </a>
                </li>
              ))}
              <li>
                <a href={`mailto:${business.email}`}>{business.email}</a>
              </li>
              <li>{business.hours.label}</li>
            </ul>
          </section>
        </Columns>
        <Legal>
          <p>
            © {business.foundedYear}–{new Date().getFullYear()} {business.name}
          </p>
          <ul css={{ display: "flex", gap: "1.5rem", listStyle: "none", margin: 0, padding: 0 }}>
            {business.social.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noopener noreferrer" target="_blank">
                  {link.name}
                </a>
              </li>
            ))}
            <li>
              <Link to={routes.privacy}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={routes.terms}>Terms</Link>
            </li>
          </ul>
        </Legal>
      </Container>
    </Wrapper>
  )
}
