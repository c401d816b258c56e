import styled from "@emotion/styled"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Section, SectionHeading, StatRow, Panel } from "../components/page/section"
import { CardList, ReviewCard } from "../components/page/cards"
import { Stars } from "../components/page/stars"
import { CtaBand } from "../components/page/cta-band"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { useBusiness } from "../hooks/use-business"
import { routes } from "../lib/routes"
import { PageIcon } from "../components/ui/page-icon"

const TITLE = "Client Reviews"

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: center;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[7]};
  }
`

const Score = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[7]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.inverseBackground};
  color: ${({ theme }) => theme.colors.inverseText};
  .value {
    display: block;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.display};
    font-weight: 600;
    line-height: 1;
    margin-bottom: 0.5rem;
  }
  [role="img"] {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
  p {
    margin: 0.5rem 0 0;
    color: ${({ theme }) => theme.colors.inverseMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const Leave = styled(Panel)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
  h2 {
    margin-bottom: 0.35rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.45rem;
    min-height: 2.75rem;
    padding: 0 1.25rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-decoration: none;
    &:hover {
      background: ${({ theme }) => theme.colors.text};
      color: ${({ theme }) => theme.colors.background};
    }
  }
`

const srOnly = { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } as const

export default function ReviewsPage({ data }: PageProps<Queries.ReviewsPageQuery>) {
  const { figures, social } = useBusiness()
  const reviewSites = social.filter((link) => /facebook|business bureau|bbb/i.test(link.name))
  return (
    <>
      <PageHeader
        title={TITLE}
        lead={`${figures.rating} average from ${figures.reviews} reviews, ${figures.onTime} of rides on time.`}
        eyebrow="Reviews"
        image={data.hero?.image.childImageSharp?.gatsbyImageData}
      />
      <Section aria-labelledby="figures">
        <Container>
          <Summary>
            <Score>
              <span className="value">{figures.rating}</span>
              <Stars rating={Number(figures.rating)} />
              <p>
                {figures.ratingLabel} from {figures.reviews} reviews
              </p>
            </Score>
            <div>
              <SectionHeading id="figures" eyebrow="In numbers" title="Why clients come back" />
              <StatRow>
                <div>
                  <dt>Happy clients</dt>
                  <dd>{figures.clients}</dd>
                </div>
                <div>
                  <dt>Reviews</dt>
                  <dd>{figures.reviews}</dd>
                </div>
                <div>
                  <dt>On-time rate</dt>
                  <dd>{figures.onTime}</dd>
                </div>
                <div>
                  <dt>Availability</dt>
                  <dd>{figures.availability}</dd>
                </div>
              </StatRow>
            </div>
          </Summary>
        </Container>
      </Section>
      <Section aria-labelledby="stories">
        <Container>
          <SectionHeading id="stories" eyebrow="In their words" title="What our clients say" />
          <CardList min="320px">
            {data.allTestimonial.nodes.map((review) => (
              <ReviewCard
                key={review.jsonId}
                name={review.name}
                title={review.title}
                rating={review.rating}
                text={review.text}
                image={review.image.childImageSharp?.gatsbyImageData}
                imageAlt={review.imageAlt}
                service={review.service}
                date={review.date}
              />
            ))}
          </CardList>
        </Container>
      </Section>
      <Section aria-labelledby="leave">
        <Container>
          <Leave>
            <div>
              <h2 id="leave">Rode with us? Leave a review</h2>
              <p>
                Your words help other families and companies choose. Review us on the sites below, or{" "}
                <Link to={routes.contact}>tell us directly</Link>; we read every message.
              </p>
            </div>
            <Links>
              {reviewSites.map((site) => (
                <li key={site.url}>
                  <a href={site.url} target="_blank" rel="noopener noreferrer">
                    Review us on {site.name}
                    <PageIcon name="external-link" size={16} />
                    <span css={srOnly}>(opens in a new tab)</span>
                  </a>
                </li>
              ))}
              <li>
                <Link to={routes.contact}>Write to us</Link>
              </li>
            </Links>
          </Leave>
        </Container>
      </Section>
      <CtaBand
        title="Your ride could be the next review"
        text="Book in a minute; dispatch confirms your chauffeur, vehicle and price in writing."
      />
    </>
  )
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title={TITLE}
      description="What clients across Greater Boston and Southern New Hampshire say about their rides with us: weddings, Logan runs, corporate travel and more."
      path={location.pathname}
      keywords={[
        "Merrimack Premier Limousine reviews",
        "Boston limo reviews",
        "Southern NH car service reviews",
        "chauffeur service testimonials",
      ]}
    />
  )
}

export const query = graphql`
  query ReviewsPage {
    allTestimonial(sort: { date: DESC }) {
      nodes {
        jsonId
        name
        title
        rating
        text
        date(formatString: "MMMM YYYY")
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 112, height: 112)
          }
        }
        service {
          title
          path
        }
      }
    }
    hero: service(slug: { eq: "wedding" }) {
      image {
        childImageSharp {
          ...PageBackdropImage
        }
      }
    }
  }
`
