import styled from "@emotion/styled"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Section, SectionHeading, Split, StatRow } from "../components/page/section"
import { CtaBand } from "../components/page/cta-band"
import { MdxBody } from "../components/page/mdx"
import { Container } from "../components/ui/container"
import { ContentImage } from "../components/ui/content-image"
import { Seo } from "../components/seo/seo"
import { BookNowButton } from "../components/booking/book-now-button"
import { useBusiness } from "../hooks/use-business"
import { imageUrl } from "../lib/images"
import { routes } from "../lib/routes"
import { PageIcon } from "../components/ui/page-icon"
import { RATING_SCALE } from "../config/constants"

type Props = PageProps<Queries.ContentPageQuery>

const Updated = styled.p`
  && {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin: 0;
  }
`

const Picture = styled.figure`
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.lifted};
  order: -1;
  ${({ theme }) => theme.mq.lg} {
    order: 0;
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 1.5rem);
  }
`

const Badges = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    display: flex;
    flex-direction: column;
    padding: ${({ theme }) => theme.space[6]};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.soft};
  }
  h3 {
    margin: 0 0 0.25rem;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    margin-top: auto;
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.accentStrong};
  }
`

const Seal = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  margin-bottom: 1rem;
  .mark {
    display: grid;
    place-items: center;
    width: 3.75rem;
    height: 3.75rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.inverseBackground};
    color: ${({ theme }) => theme.colors.accentOnDark};
    flex: none;
  }
  .grade {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 600;
    line-height: 1;
  }
  .grade small {
    display: block;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-top: 0.35rem;
  }
`

function AboutPage({
  page,
  image,
  imageAlt,
}: {
  page: NonNullable<Queries.ContentPageQuery["contentPage"]>
  image?: Parameters<typeof ContentImage>[0]["image"]
  imageAlt: string
}) {
  const business = useBusiness()
  const { figures, foundedYear } = business
  return (
    <>
      <PageHeader title={page.title} lead={page.description} eyebrow={`Family-owned since ${foundedYear}`} image={image}>
        <BookNowButton size="lg">Book Your Ride</BookNowButton>
      </PageHeader>

      <Section aria-label="Merrimack Premier in figures">
        <Container>
          <StatRow>
            <div>
              <dt>Serving clients since</dt>
              <dd>{foundedYear}</dd>
            </div>
            <div>
              <dt>Happy clients</dt>
              <dd>{figures.clients}</dd>
            </div>
            <div>
              <dt>Average rating from {figures.reviews} reviews</dt>
              <dd>
                {figures.rating}/{RATING_SCALE}
              </dd>
            </div>
            <div>
              <dt>On-time rate</dt>
              <dd>{figures.onTime}</dd>
            </div>
            <div>
              <dt>Dispatch and drivers</dt>
              <dd>{figures.availability}</dd>
            </div>
          </StatRow>
        </Container>
      </Section>

      <Section aria-label="Our story">
        <Container>
          <Split>
            <MdxBody bare html={page.bodyHtml} />
            {image && (
              <Picture>
                <ContentImage image={image} alt={imageAlt} />
              </Picture>
            )}
          </Split>
        </Container>
      </Section>

      <Section tone="muted" aria-labelledby="trust">
        <Container>
          <SectionHeading
            id="trust"
            eyebrow="Accreditation"
            title="Accredited and accountable"
            lead="Independent bodies vouch for how we treat clients and run our vehicles; read their pages before you book."
          />
          <Badges>
            {business.badges.map((badge) => (
              <li key={badge.id}>
                <Seal>
                  <span className="mark">
                    {badge.grade ? <PageIcon name="shield-check" size={28} /> : <PageIcon name="award" size={28} />}
                  </span>
                  <span className="grade">
                    {badge.grade ? `${badge.grade} rating` : `Member since ${badge.since}`}
                    <small>{badge.label}</small>
                  </span>
                </Seal>
                <h3>{badge.name}</h3>
                <p>{badge.summary}</p>
                <p>{badge.details}</p>
                <a href={badge.url} rel="noopener noreferrer" target="_blank">
                  {badge.linkText}
                  <PageIcon name="external-link" size={16} />
                  <span
                    css={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" }}
                  >
                    (opens in a new tab)
                  </span>
                </a>
              </li>
            ))}
          </Badges>
        </Container>
      </Section>

      <CtaBand
        title="Ride with the Russo family's team"
        text={
          <>
            Book online in a minute, or read what clients say in our <Link to={routes.reviews}>reviews</Link>.
          </>
        }
      />
    </>
  )
}

/** About (a richer layout with the figures, badges and picture), Privacy Policy and Terms (long-form prose). */
export default function ContentPageTemplate({ data }: Props) {
  const page = data.contentPage!
  const image = data.aboutImage?.childImageSharp?.gatsbyImageData
  if (page.slug === "about") {
    return (
      <AboutPage
        page={page}
        image={image}
        imageAlt="Chauffeur holding open the rear door of a black sedan outside a white New England colonial house under autumn trees"
      />
    )
  }
  return (
    <>
      <PageHeader title={page.title} lead={page.description} eyebrow="Legal">
        <Updated>
          Last updated <time dateTime={page.isoUpdated ?? undefined}>{page.updated}</time>
        </Updated>
      </PageHeader>
      <Section aria-label={page.title}>
        <MdxBody html={page.bodyHtml} />
      </Section>
      <Section aria-label="Questions">
        <Container css={{ maxWidth: "46rem", marginLeft: "max(0px, calc((100% - 1200px) / 2))" }}>
          <p>
            Questions about this page? <Link to={routes.contact}>Contact us</Link>; dispatch answers around the clock.
          </p>
        </Container>
      </Section>
    </>
  )
}

export function Head({ data, location }: HeadProps<Queries.ContentPageQuery>) {
  const page = data.contentPage!
  const isAbout = page.slug === "about"
  return (
    <Seo
      title={page.title}
      description={page.description}
      path={location.pathname}
      image={isAbout && data.aboutImage ? imageUrl(data.aboutImage) : undefined}
    />
  )
}

export const query = graphql`
  query ContentPage($id: String!) {
    contentPage(id: { eq: $id }) {
      bodyHtml
      slug
      title
      description
      updated(formatString: "MMMM D, YYYY")
      isoUpdated: updated(formatString: "YYYY-MM-DD")
    }
    aboutImage: file(sourceInstanceName: { eq: "content" }, relativePath: { eq: "images/pages/about.jpg" }) {
      childImageSharp {
        gatsbyImageData(width: 900, layout: CONSTRAINED)
        ...SocialImage
      }
    }
  }
`
