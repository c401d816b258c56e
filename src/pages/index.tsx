import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Seo } from "../components/seo/seo"
import { Hero } from "../components/home/hero"
import { Highlights } from "../components/home/highlights"
import { About } from "../components/home/about"
import { ServicesCarousel } from "../components/home/services-carousel"
import { FleetCarousel } from "../components/home/fleet-carousel"
import { Testimonials } from "../components/home/testimonials"
import { CtaBanner } from "../components/home/cta-banner"
import { ServiceAreas } from "../components/home/service-areas"
import { Faq } from "../components/home/faq"
import { sectionText } from "../components/home/home-section"
import type { HomeSectionId } from "../content-model/collections"

type ImageFile = { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null

const imageOf = (file: ImageFile | undefined) => file?.childImageSharp?.gatsbyImageData ?? null

/** The home page: the sections of spec §2 in order (the footer comes from the layout). */
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.business!.home
  const text = (id: HomeSectionId) => sectionText(home.sections, id)
  return (
    <>
      <Hero headline={home.headline} subheadline={home.subheadline} ticks={home.ticks} image={imageOf(data.hero)} />
      <Highlights text={text("highlights")} highlights={home.highlights} featureBadges={home.featureBadges} />
      <About text={text("about")} paragraphs={home.story.paragraphs} stats={home.stats} image={imageOf(data.aboutImage)} />
      <ServicesCarousel text={text("services")} services={data.allService.nodes.map((s) => ({ ...s, image: imageOf(s.image) }))} />
      <FleetCarousel text={text("fleet")} vehicles={data.allVehicle.nodes.map((v) => ({ ...v, image: imageOf(v.image) }))} />
      <Testimonials text={text("testimonials")} testimonials={data.allTestimonial.nodes.map((t) => ({ ...t, id: t.jsonId, image: imageOf(t.image) }))} />
      <CtaBanner intro={text("cta")} text={home.cta.text} />
      <ServiceAreas text={text("areas")} groups={data.allAreaGroup.nodes} towns={data.allTown.nodes} />
      <Faq text={text("faq")} faqs={data.allFaq.nodes.map((f) => ({ id: f.jsonId, question: f.question, answer: f.answer }))} />
    </>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo path={location.pathname} />
}

export const query = graphql`
  query HomePage {
    business {
      home {
        headline
        subheadline
        ticks
        story {
          paragraphs
        }
        stats {
          value
          label
        }
        highlights {
          title
          value
          label
          text
        }
        featureBadges
        cta {
          text
        }
        sections {
          id
          eyebrow
          title
          link
        }
      }
    }
    hero: file(relativePath: { eq: "images/hero/home.jpg" }, sourceInstanceName: { eq: "content" }) {
      childImageSharp {
        gatsbyImageData(
          layout: FULL_WIDTH
          quality: 70
          placeholder: NONE
          formats: [AUTO, AVIF, WEBP]
          breakpoints: [390, 640, 960, 1280, 1600, 1920, 2400]
          sizes: "(min-width: 768px) 100vw, 140vw"
        )
      }
    }
    aboutImage: file(relativePath: { eq: "images/pages/about.jpg" }, sourceInstanceName: { eq: "content" }) {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 640, aspectRatio: 1.333, sizes: "(min-width: 1024px) 540px, 92vw")
      }
    }
    allService(filter: { featured: { eq: true } }, sort: { order: ASC }) {
      nodes {
        slug
        path
        title
        description
        price
        popular
        icon
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 400, aspectRatio: 1.6, sizes: "(min-width: 1024px) 370px, (min-width: 768px) 46vw, 84vw")
          }
        }
      }
    }
    allVehicle(sort: { order: ASC }) {
      nodes {
        slug
        name
        passengers
        luggage
        amenities
        price
        rating
        popular
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 400, aspectRatio: 1.6, sizes: "(min-width: 1024px) 370px, (min-width: 768px) 46vw, 84vw")
          }
        }
      }
    }
    allTestimonial(sort: { date: DESC }, limit: 4) {
      nodes {
        jsonId
        name
        title
        rating
        text
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(layout: FIXED, width: 52, height: 52)
          }
        }
        service {
          title
          path
        }
      }
    }
    allAreaGroup {
      nodes {
        state
        stateCode
        icon
        cities
        highlights
        stats {
          label
          value
        }
        popular
      }
    }
    allTown(sort: { order: ASC }) {
      nodes {
        name
        state
        path
      }
    }
    allFaq(
      filter: {
        jsonId: {
          in: [
            "how-far-in-advance-to-book"
            "how-bookings-are-confirmed"
            "how-pricing-works"
            "payment-methods"
            "cancellation-policy"
            "flight-delays"
            "child-seats"
            "chauffeur-vetting"
          ]
        }
      }
    ) {
      nodes {
        jsonId
        question
        answer
      }
    }
  }
`
