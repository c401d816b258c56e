/**
 * The parts of a business solution's page below its header (what a company gets, the solution
 * itself with the corporate team's contacts): one chunk, whose code loads only when a visitor
 * reaches for a part (src/templates/business-solution.tsx makes each an island). Until then each
 * stays the server's HTML, so opening the page hydrates only its header.
 */
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { Section, SectionHeading, Split } from "../page/section"
import { FeatureList, IconBadge, StickyPanel } from "../page/feature-panels"
import { MdxBody } from "../page/mdx"
import { Container } from "../ui/container"
import { BookNowButton } from "../booking/book-now-button"
import { ContentIcon, PageIcon } from "../ui/page-icon"
import { useBusiness } from "../../hooks/use-business"
import { routes } from "../../lib/routes"
import type { BookingPreset } from "../booking/booking-form"

const Contacts = styled.ul`
  list-style: none;
  margin: 0 0 1.25rem;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    padding: 0.55rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  svg,
  [data-icon] {
    color: ${({ theme }) => theme.colors.accentStrong};
    flex: none;
  }
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

/** What a company gets from the solution. */
export function BusinessFeatures({ icon, features }: { icon: string; features: readonly string[] }) {
  return (
    <Section aria-labelledby="gets">
      <Container>
        <IconBadge>
          <ContentIcon name={icon} size={24} />
        </IconBadge>
        <SectionHeading id="gets" eyebrow="For your company" title="What your company gets" />
        <FeatureList>
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </FeatureList>
      </Container>
    </Section>
  )
}

/** The solution in the editors' words, beside the corporate team's phones, email and a corporate booking. */
export function BusinessAbout({ title, html, preset }: { title: string; html: string; preset: BookingPreset }) {
  const business = useBusiness()
  return (
    <Section aria-label={`About ${title.toLowerCase()}`}>
      <Container>
        <Split>
          <MdxBody bare html={html} />
          <StickyPanel as="aside" aria-labelledby="talk">
            <h2 id="talk">Set it up with our corporate team</h2>
            <p>Tell us about your travellers, meetings and billing; we reply with a plan and written rates.</p>
            <Contacts>
              {business.phones.map((phone) => (
                <li key={phone.tel}>
                  <PageIcon name="phone" size={18} />
                  <a href={`tel:${phone.tel}`}>{phone.display}</a>
                  <span>{phone.label}</span>
                </li>
              ))}
              <li>
                <PageIcon name="mail" size={18} />
                <a href={`mailto:${business.email}`}>{business.email}</a>
              </li>
            </Contacts>
            <BookNowButton preset={preset} css={{ width: "100%" }}>
              Book a corporate ride
            </BookNowButton>
            <p css={{ margin: "1rem 0 0", textAlign: "center" }}>
              <Link to={routes.contact}>Or send us a message</Link>
            </p>
          </StickyPanel>
        </Split>
      </Container>
    </Section>
  )
}
