import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useBusiness } from "../../hooks/use-business"
import { useSiteNavigation } from "../../hooks/use-site-navigation"
import { routes } from "../../lib/routes"
import { Container } from "../ui/container"
import { FOOTER_AREA_COUNT } from "../../config/constants"
import { SubscribeForm } from "../forms/subscribe-form"
import { ArrowRightIcon, ClockIcon, MailIcon, PhoneIcon } from "./shell-icons"
import { FacebookIcon, InstagramIcon, ShieldIcon } from "./footer-icons"

/** Services listed in the footer; "All services" links to the rest. */
export const FOOTER_SERVICE_COUNT = 6

export const QUICK_LINKS = [
  { label: "About Us", path: routes.about },
  { label: "Our Fleet", path: routes.fleet },
  { label: "Reviews", path: routes.reviews },
  { label: "Contact Us", path: routes.contact },
] as const

const Wrapper = styled.footer`
  margin-top: ${({ theme }) => theme.space[9]};
  background: ${({ theme }) => theme.colors.inverseBackground};
  color: ${({ theme }) => theme.colors.inverseText};
  /* Phones: the page ends above the bottom band (badges, Call and Book Now), so no scrolling is needed to uncover it. */
  padding-bottom: ${({ theme }) => theme.layout.actionBarHeight};
  ${({ theme }) => theme.mq.md} {
    padding-bottom: 0;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
`

const Newsletter = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  padding: ${({ theme }) => theme.space[7]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.accentHairline};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: minmax(0, 1fr) minmax(20rem, 28rem);
    align-items: end;
    gap: 3rem;
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    max-width: 34rem;
    color: ${({ theme }) => theme.colors.inverseMuted};
  }
  /* The shared sign-up form, set in the footer's own style. */
  form label {
    font-size: ${({ theme }) => theme.fontSizes.xxs};
    font-weight: 600;
    letter-spacing: ${({ theme }) => theme.tracking.caps};
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
  form input {
    min-height: 3rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    border-color: rgba(247, 243, 236, 0.28);
    background: rgba(255, 255, 255, 0.04);
  }
  form input:focus-visible {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  form button {
    min-height: 3rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    letter-spacing: 0.03em;
  }
  form button:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.accentOnDark};
  }
`

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  grid-auto-flow: row dense;
  gap: 2.5rem 1.5rem;
  padding: ${({ theme }) => theme.space[7]} 0;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  /* The first column is at least as wide as the wordmark (about 12.6rem in Cormorant and in its
     metric-matched fallbacks), so from 1024 px the wordmark never runs into Quick links; up to
     1280 px a narrower gap and no padding beside the wordmark leave the other columns their width. */
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(13rem, 1.35fr) minmax(0, 0.8fr) minmax(0, 1.2fr) minmax(0, 0.9fr) minmax(16.5rem, 1.3fr);
    gap: 2rem 1.5rem;
  }
  ${({ theme }) => theme.mq.xl} {
    gap: 2rem;
  }
  h2 {
    margin: 0 0 1.25rem;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xxs};
    font-weight: 600;
    letter-spacing: ${({ theme }) => theme.tracking.caps};
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.125rem;
  }
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 2.25rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inverseMuted};
    transition: color ${({ theme }) => theme.motion.fast};
  }
  li a:hover {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
`

const BrandColumn = styled.section`
  grid-column: 1 / -1;
  ${({ theme }) => theme.mq.lg} {
    grid-column: auto;
  }
  ${({ theme }) => theme.mq.xl} {
    padding-right: 1rem;
  }
  p {
    color: ${({ theme }) => theme.colors.inverseMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    max-width: 24rem;
  }
`

const Wordmark = styled.p`
  && {
    margin: 0 0 1rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.625rem;
    white-space: nowrap;
    font-weight: 600;
    line-height: 1;
    color: ${({ theme }) => theme.colors.inverseText};
  }
  span {
    display: block;
    margin-top: 0.5rem;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 0.625rem;
    letter-spacing: 0.24em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accent};
  }
`

const ContactColumn = styled.section`
  grid-column: 1 / -1;
  ${({ theme }) => theme.mq.md} {
    grid-column: auto;
  }
  li {
    display: flex;
    align-items: flex-start;
    gap: 0.75rem;
    padding: 0.375rem 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inverseMuted};
  }
  li a {
    min-height: 0;
    display: block;
    color: ${({ theme }) => theme.colors.inverseText};
    overflow-wrap: anywhere;
  }
  li svg {
    flex-shrink: 0;
    margin-top: 0.15rem;
    color: ${({ theme }) => theme.colors.accent};
  }
  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xxs};
    letter-spacing: ${({ theme }) => theme.tracking.wide};
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.inverseMuted};
  }
`

/** Phones: the services take the full width in two columns; from md a column like the others. */
const ServicesNav = styled.nav`
  grid-column: 1 / -1;
  && ul {
    grid-template-columns: 1fr 1fr;
    column-gap: 1.5rem;
  }
  ${({ theme }) => theme.mq.md} {
    grid-column: auto;
    && ul {
      grid-template-columns: 1fr;
    }
  }
`

const MoreLink = styled(Link)`
  gap: 0.375rem;
  && {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
`

const Social = styled.ul`
  && {
    gap: 0.25rem 1.25rem;
  }
  && a {
    gap: 0.5rem;
    color: ${({ theme }) => theme.colors.inverseText};
  }
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
  ${({ theme }) => theme.mq.lg} {
    margin-left: auto;
    && {
      padding-right: 1.25rem;
      border-right: 1px solid ${({ theme }) => theme.colors.borderOnDark};
    }
  }
`

const Legal = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 2rem;
  padding: 1.5rem 0 2rem;
  border-top: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inverseMuted};
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.25rem;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
`

function socialIcon(name: string) {
  const key = name.toLowerCase()
  if (key.includes("facebook")) return <FacebookIcon size={16} />
  if (key.includes("instagram")) return <InstagramIcon size={16} />
  return <ShieldIcon size={16} />
}

/**
 * The footer of every page (docs/REQUIREMENTS.md §2, footer): newsletter, company, quick links,
 * services, five towns, contact details with both numbers, social and accreditation links, and the
 * legal links. Its links are Gatsby links, so the new page opens at the top.
 */
export function Footer() {
  const business = useBusiness()
  const nav = useSiteNavigation()
  return (
    <Wrapper data-theme="dark">
      <Container>
        <Newsletter>
          <div>
            <h2>Travel notes for the season ahead</h2>
            <p>Logan traffic, prom and wedding season, holiday travel: a few short emails a year from our dispatch team. No spam.</p>
          </div>
          <SubscribeForm />
        </Newsletter>
        <Columns>
          <BrandColumn aria-labelledby="footer-company">
            <h2 id="footer-company" className="visually-hidden">
              {business.name}
            </h2>
            <Wordmark aria-hidden="true">
              {business.shortName}
              <span>Limousine · Est. {business.foundedYear}</span>
            </Wordmark>
            <p>{business.tagline}.</p>
          </BrandColumn>
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
          <ServicesNav aria-labelledby="footer-services">
            <h2 id="footer-services">Services</h2>
            <ul>
              {nav.services.slice(0, FOOTER_SERVICE_COUNT).map((link) => (
                <li key={link.path}>
                  <Link to={link.path}>{link.label}</Link>
                </li>
              ))}
              <li>
                <MoreLink to={routes.services}>
                  All services <ArrowRightIcon />
                </MoreLink>
              </li>
              <li>
                <MoreLink to={routes.rates}>
                  Rates and fares <ArrowRightIcon />
                </MoreLink>
              </li>
            </ul>
          </ServicesNav>
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
          <ContactColumn aria-labelledby="footer-contact">
            <h2 id="footer-contact">Contact</h2>
            <ul>
              {business.phones.map((phone) => (
                <li key={phone.tel}>
                  <PhoneIcon size={16} />
                  <span>
                    <small>{phone.label}</small>
                    <a href={`tel:${phone.tel}`}>{phone.display}</a>
                  </span>
                </li>
              ))}
              <li>
                <MailIcon size={16} />
                <a href={`mailto:${business.email}`}>{business.email}</a>
              </li>
              <li>
                <ClockIcon size={16} />
                <span>{business.hours.label}</span>
              </li>
            </ul>
          </ContactColumn>
        </Columns>
        <Legal>
          <p>
            © {business.foundedYear}–{new Date().getFullYear()} {business.name}. Family-owned in {business.address.locality},{" "}
            {business.address.region}.
          </p>
          <Social aria-label="Social and accreditation">
            {business.social.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noopener noreferrer" target="_blank">
                  {socialIcon(link.name)}
                  {link.name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </Social>
          <ul aria-label="Legal">
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
