import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Section, SectionHeading } from "../components/page/section"
import { CardList, MediaCard } from "../components/page/cards"
import { CtaBand } from "../components/page/cta-band"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { useBusiness } from "../hooks/use-business"
import { itemList } from "../lib/json-ld"
import { routes } from "../lib/routes"
import { imageUrl } from "../lib/images"

const TITLE = "Chauffeured Services"
const LEAD = "Twelve ways we move people across Greater Boston and Southern New Hampshire, every hour of every day."

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const services = data.allService.nodes
  return (
    <>
      <PageHeader title={TITLE} lead={LEAD} eyebrow="Services" image={data.hero?.image.childImageSharp?.gatsbyImageData} />
      <Section aria-labelledby="all-services">
        <Container>
          <SectionHeading
            id="all-services"
            eyebrow={`${services.length} services`}
            title="Choose your ride"
            lead={
              <>
                Every ride comes with a professional chauffeur, a late-model vehicle from <Link to={routes.fleet}>our fleet</Link> and a
                price confirmed in writing.
              </>
            }
          />
          <CardList>
            {services.map((service) => (
              <MediaCard
                key={service.path}
                to={service.path}
                title={service.title}
                image={service.image.childImageSharp?.gatsbyImageData}
                imageAlt={service.imageAlt}
                flag={service.popular && "Popular"}
                description={service.description}
                price={service.price}
                more="Details"
              />
            ))}
          </CardList>
        </Container>
      </Section>
      <CtaBand
        title="Not sure which service fits?"
        text="Tell dispatch where and when; we will match the vehicle and chauffeur to your trip and confirm the price in writing."
      />
    </>
  )
}

export function Head({ location, data }: HeadProps<Queries.ServicesPageQuery>) {
  const business = useBusiness()
  return (
    <Seo
      title={TITLE}
      description={LEAD}
      path={location.pathname}
      image={data.hero ? imageUrl(data.hero.image) : undefined}
      keywords={data.allService.nodes.map((s) => s.title)}
      jsonLd={[
        itemList(
          business.url,
          "Chauffeured services",
          data.allService.nodes.map((s) => ({ name: s.title, path: s.path })),
        ),
      ]}
    />
  )
}

export const query = graphql`
  query ServicesPage {
    allService(sort: { order: ASC }) {
      nodes {
        title
        path
        price
        description
        popular
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 600, aspectRatio: 1.5)
          }
        }
      }
    }
    hero: service(slug: { eq: "private-charter" }) {
      image {
        childImageSharp {
          ...PageBackdropImage
          ...SocialImage
        }
      }
    }
  }
`
