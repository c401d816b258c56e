import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Seo } from "../components/seo/seo"
import { useBusiness } from "../hooks/use-business"
import { webSite } from "../lib/json-ld"
import { useMemo } from "react"
import { Hero } from "../components/home/hero"
import { island } from "../components/island/island"
import { sectionText } from "../components/home/section-text"
import type { HomeSectionId } from "../content-model/collections"

type ImageFile = { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null

const imageOf = (file: ImageFile | undefined) => file?.childImageSharp?.gatsbyImageData ?? null

// Nothing below the hero is in the first load. The carousels and the questions, which a visitor works,
// hydrate as they near the window; the sections that never change stay the server's HTML until a
// visitor reaches for one (its links and Book buttons work meanwhile: a click is held and replayed).
const Highlights = island("home-highlights", () => import("../components/home/highlights").then((m) => m.Highlights), "intent")
const About = island("home-about", () => import("../components/home/about").then((m) => m.About), "intent")
const ServicesCarousel = island("home-services", () => import("../components/home/services-carousel").then((m) => m.ServicesCarousel))
const FleetCarousel = island("home-fleet", () => import("../components/home/fleet-carousel").then((m) => m.FleetCarousel))
const Testimonials = island("home-testimonials", () => import("../components/home/testimonials").then((m) => m.Testimonials), "intent")
const CtaBanner = island("home-cta", () => import("../components/home/cta-banner").then((m) => m.CtaBanner), "intent")
const ServiceAreas = island("home-areas", () => import("../components/home/service-areas").then((m) => m.ServiceAreas), "intent")
const Faq = island("home-faq", () => import("../components/home/faq").then((m) => m.Faq))

/** The sections' props, built once per page data so islands not yet hydrated never see an update. */
function sectionProps(data: Queries.HomePageQuery) {
  const home = data.business!.home
  const text = (id: HomeSectionId) => sectionText(home.sections, id)
  return {
    hero: {
      headline: home.headline,
      subheadline: home.subheadline,
      ticks: home.ticks,
      image: imageOf(data.hero),
      phoneImage: imageOf(data.heroPhone),
    },
    highlights: { text: text("highlights"), highlights: home.highlights, featureBadges: home.featureBadges },
    about: { text: text("about"), paragraphs: home.story.paragraphs, stats: home.stats, image: imageOf(data.aboutImage) },
    services: { text: text("services"), services: data.allService.nodes.map((s) => ({ ...s, image: imageOf(s.image) })) },
    fleet: { text: text("fleet"), vehicles: data.allVehicle.nodes },
    testimonials: {
      text: text("testimonials"),
      testimonials: data.allTestimonial.nodes.map((t) => ({ ...t, id: t.jsonId, image: imageOf(t.image) })),
    },
    cta: { intro: text("cta"), text: home.cta.text },
    areas: { text: text("areas"), groups: data.allAreaGroup.nodes, towns: data.allTown.nodes },
    faq: { text: text("faq"), faqs: data.allFaq.nodes.map((f) => ({ id: f.jsonId, question: f.question, answer: f.answer })) },
  }
}

/** The home page: the sections of docs/REQUIREMENTS.md §2 (home page) in order (the footer comes from the layout). */
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const props = useMemo(() => sectionProps(data), [data])
  return (
    <>
      <Hero {...props.hero} />
      <Highlights {...props.highlights} />
      <About {...props.about} />
      <ServicesCarousel {...props.services} />
      <FleetCarousel {...props.fleet} />
      <Testimonials {...props.testimonials} />
      <CtaBanner {...props.cta} />
      <ServiceAreas {...props.areas} />
      <Faq {...props.faq} />
    </>
  )
}

export function Head({ location }: HeadProps) {
  const business = useBusiness()
  return <Seo path={location.pathname} jsonLd={[webSite(business)]} />
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
          figure
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
          formats: [AVIF, WEBP]
          breakpoints: [390, 640, 960, 1280, 1600, 1920, 2400]
          sizes: "(min-width: 768px) 100vw, 140vw"
        )
      }
    }
    # The hero's phone crop (Hero's PHONE_CROP_MEDIA): the band's proportions, keeping the car on the right.
    heroPhone: file(relativePath: { eq: "images/hero/home.jpg" }, sourceInstanceName: { eq: "content" }) {
      childImageSharp {
        gatsbyImageData(
          layout: FULL_WIDTH
          aspectRatio: 1.19
          quality: 70
          placeholder: NONE
          formats: [AVIF, WEBP]
          breakpoints: [390, 640, 828, 1170]
          sizes: "100vw"
          transformOptions: { cropFocus: EAST }
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
            gatsbyImageData(
              layout: CONSTRAINED
              width: 400
              aspectRatio: 1.6
              sizes: "(min-width: 1024px) 370px, (min-width: 768px) 46vw, 84vw"
            )
          }
        }
      }
    }
    allVehicle(sort: { order: ASC }) {
      nodes {
        ...VehicleCard
        image {
          childImageSharp {
            gatsbyImageData(
              layout: CONSTRAINED
              width: 400
              aspectRatio: 1.6
              sizes: "(min-width: 1024px) 370px, (min-width: 768px) 46vw, 84vw"
            )
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
