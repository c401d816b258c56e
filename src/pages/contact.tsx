import styled from "@emotion/styled"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Section, Panel } from "../components/page/section"
import { TownChips } from "../components/page/town-chips"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { useBusiness } from "../hooks/use-business"
import { BookNowButton } from "../components/booking/book-now-button"
import { island } from "../components/island/island"
import { imageUrl } from "../lib/images"
import { routes } from "../lib/routes"
import { PageIcon } from "../components/ui/page-icon"

/** The form's code (react-hook-form and the form) loads when a visitor reaches for it, not with the page. */
const ContactForm = island("contact-form", () => import("../components/forms/contact-form").then((m) => m.ContactForm), "intent")

const TITLE = "Contact Us"
const LEAD = "Dispatch answers around the clock. Call, email or send a message and a coordinator will reply."

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.35fr);
    gap: ${({ theme }) => theme.space[7]};
  }
`

const Ways = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  li {
    display: flex;
    gap: 1rem;
    align-items: flex-start;
    padding: ${({ theme }) => theme.space[5]};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.soft};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .big {
    display: inline-block;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    overflow-wrap: anywhere;
    &:hover {
      color: ${({ theme }) => theme.colors.accentStrong};
      text-decoration: underline;
    }
  }
  .email {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`

const Round = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.inverseBackground};
  color: ${({ theme }) => theme.colors.accentOnDark};
`

const FormPanel = styled(Panel)`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin-bottom: 0.25rem;
  }
  & > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const business = useBusiness()
  return (
    <>
      <PageHeader
        title={TITLE}
        lead={LEAD}
        eyebrow={`Open ${business.figures.availability}`}
        image={data.contactImage?.childImageSharp?.gatsbyImageData}
      >
        <BookNowButton size="lg">Book a Ride</BookNowButton>
      </PageHeader>
      <Section aria-label="Ways to reach us">
        <Container>
          <Layout>
            <Ways>
              {business.phones.map((phone) => (
                <li key={phone.tel}>
                  <Round>
                    <PageIcon name="phone" size={20} />
                  </Round>
                  <div>
                    <h2>Call {phone.label}</h2>
                    <a className="big" href={`tel:${phone.tel}`}>
                      {phone.display}
                    </a>
                    <p>Dispatch answers day and night.</p>
                  </div>
                </li>
              ))}
              <li>
                <Round>
                  <PageIcon name="mail" size={20} />
                </Round>
                <div>
                  <h2>Email reservations</h2>
                  <a className="big email" href={`mailto:${business.email}`}>
                    {business.email}
                  </a>
                  <p>Quotes, corporate accounts and special requests.</p>
                </div>
              </li>
              <li>
                <Round>
                  <PageIcon name="clock" size={20} />
                </Round>
                <div>
                  <h2>Hours</h2>
                  <p>
                    <strong css={{ color: "inherit" }}>{business.hours.label}</strong>, including holidays.
                  </p>
                </div>
              </li>
              <li>
                <Round>
                  <PageIcon name="map-pin" size={20} />
                </Round>
                <div>
                  <h2>Areas we serve</h2>
                  <p>
                    Based in {business.address.locality}, {business.address.region}; serving {business.areaServed.join(" and ")}.{" "}
                    <Link to={routes.serviceAreas}>See all service areas</Link>.
                  </p>
                </div>
              </li>
            </Ways>
            <FormPanel>
              <h2 id="message">Send us a message</h2>
              <p>A coordinator replies within a few hours. To reserve a ride right away, use Book a Ride.</p>
              <ContactForm phone={business.phones[0]} />
            </FormPanel>
          </Layout>
        </Container>
      </Section>
      <Section aria-labelledby="towns">
        <Container>
          <h2 id="towns" css={{ fontSize: "1.5rem" }}>
            Towns with local chauffeurs
          </h2>
          <TownChips towns={data.allTown.nodes} />
        </Container>
      </Section>
    </>
  )
}

export function Head({ location, data }: HeadProps<Queries.ContactPageQuery>) {
  return (
    <Seo title={TITLE} description={LEAD} path={location.pathname} image={data.contactImage ? imageUrl(data.contactImage) : undefined} />
  )
}

export const query = graphql`
  query ContactPage {
    contactImage: file(sourceInstanceName: { eq: "content" }, relativePath: { eq: "images/pages/contact.jpg" }) {
      childImageSharp {
        ...PageBackdropImage
        ...SocialImage
      }
    }
    allTown(sort: { order: ASC }) {
      nodes {
        name
        state
        path
      }
    }
  }
`
