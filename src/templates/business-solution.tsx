import styled from "@emotion/styled"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"

import { PageHeader } from "../components/page/page-header"
import { Section, SectionHeading, Checklist, Split, Panel } from "../components/page/section"
import { RelatedCards } from "../components/page/card-islands"
import { CtaBand } from "../components/page/cta-band"
import { MdxBody } from "../components/page/mdx"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { BookNowButton } from "../components/booking/book-now-button"
import { useBusiness } from "../hooks/use-business"
import { crumbsFor } from "../lib/breadcrumbs"
import { imageUrl } from "../lib/images"
import { breadcrumbList } from "../lib/json-ld"
import { routes } from "../lib/routes"
import { relatedBy } from "../components/page/related"
import { ContentIcon, PageIcon } from "../components/ui/page-icon"

type Props = PageProps<Queries.BusinessSolutionPageQuery>

const HeaderLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 3.25rem;
  padding: 0 1.5rem;
  margin-left: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  color: ${({ theme }) => theme.colors.inverseText};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  vertical-align: top;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accentOnDark};
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
  @media (max-width: 479px) {
    margin: 0.75rem 0 0;
  }
`

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

const Sticky = styled(Panel)`
  ${({ theme }) => theme.mq.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 1.5rem);
  }
`

const Features = styled(Checklist)`
  display: grid;
  gap: 0.75rem 2rem;
  max-width: 60rem;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1fr 1fr 1fr;
  }
  && li + li {
    margin-top: 0;
  }
`

const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.accentStrong};
  margin-bottom: 1rem;
`

export default function BusinessSolutionTemplate({ data, location }: Props) {
  const solution = data.businessSolution!
  const business = useBusiness()
  const all = [...data.allBusinessSolution.nodes, ...data.allService.nodes.map((s) => ({ ...s, path: routes.businessSolution(s.slug) }))]
  const others = relatedBy(all, solution.path, 3)
  const preset = { serviceType: "corporate" }
  return (
    <>
      <PageHeader
        title={solution.title}
        lead={solution.description}
        eyebrow="Business Solutions"
        crumbs={crumbsFor(location.pathname, solution.title)}
        image={solution.image.childImageSharp?.gatsbyImageData}
      >
        <BookNowButton size="lg" preset={preset}>
          Book a corporate ride
        </BookNowButton>
        <HeaderLink to={routes.contact}>Talk to our corporate team</HeaderLink>
      </PageHeader>

      <Section aria-labelledby="gets">
        <Container>
          <IconBadge>
            <ContentIcon name={solution.icon} size={24} />
          </IconBadge>
          <SectionHeading id="gets" eyebrow="For your company" title="What your company gets" />
          <Features>
            {solution.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </Features>
        </Container>
      </Section>

      <Section aria-label={`About ${solution.title.toLowerCase()}`}>
        <Container>
          <Split>
            <MdxBody bare html={solution.bodyHtml} />
            <Sticky as="aside" aria-labelledby="talk">
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
            </Sticky>
          </Split>
        </Container>
      </Section>

      <Section aria-labelledby="more">
        <Container>
          <SectionHeading id="more" eyebrow="Business Solutions" title="More for companies" />
          <RelatedCards
            cards={others.map((other) => ({
              to: other.path,
              title: other.title,
              image: other.image.childImageSharp?.gatsbyImageData,
              imageAlt: other.imageAlt,
              description: other.description,
            }))}
          />
        </Container>
      </Section>

      <CtaBand
        title="Put your company's ground travel in one place"
        text={`${business.figures.onTime} on time, dispatch ${business.figures.availability}, one invoice. Book a ride now or talk to us about an account.`}
        preset={preset}
        bookLabel="Book a corporate ride"
      />
    </>
  )
}

export function Head({ data, location }: HeadProps<Queries.BusinessSolutionPageQuery>) {
  const business = useBusiness()
  const solution = data.businessSolution!
  return (
    <Seo
      title={solution.title}
      description={solution.description}
      path={location.pathname}
      image={imageUrl(solution.image)}
      imageAlt={solution.imageAlt}
      keywords={[solution.title, "corporate car service Boston", "business chauffeur service", "corporate transportation New Hampshire"]}
      jsonLd={[breadcrumbList(business.url, crumbsFor(location.pathname, solution.title))]}
    />
  )
}

export const query = graphql`
  query BusinessSolutionPage($id: String!) {
    businessSolution(id: { eq: $id }) {
      bodyHtml
      title
      description
      features
      path
      icon
      image {
        childImageSharp {
          ...PageBackdropImage
          ...SocialImage
        }
      }
      imageAlt
    }
    allBusinessSolution(sort: { order: ASC }) {
      nodes {
        title
        path
        description
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 600, aspectRatio: 1.5)
          }
        }
      }
    }
    allService(filter: { businessSolution: { eq: true } }, sort: { order: ASC }) {
      nodes {
        title
        slug
        description
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 600, aspectRatio: 1.5)
          }
        }
      }
    }
  }
`
