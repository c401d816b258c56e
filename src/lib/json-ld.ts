/**
 * Structured data (schema.org JSON-LD) built by pure functions from content, so each is
 * unit-tested and every page's metadata reads the same business facts.
 */
import { absoluteUrl } from "./routes"

export type JsonLd = Record<string, unknown>

export interface BusinessFacts {
  name: string
  shortName: string
  description: string
  foundedYear: number
  url: string
  email: string
  priceRange: string
  phones: readonly { label: string; tel: string }[]
  address: { locality: string; region: string; country: string }
  geo: { latitude: number; longitude: number }
  areaServed: readonly string[]
  hours: { opens: string; closes: string }
  serviceTypes: readonly string[]
  offerCatalog: { name: string; offers: readonly { name: string; description: string }[] }
  social: readonly { url: string }[]
  seo: { image: string; logo: string }
}

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

const CONTEXT = "https://schema.org"

/** The site's home page, the business's address on the web. */
const home = (business: Pick<BusinessFacts, "url">) => absoluteUrl(business.url, "/")

export const businessId = (business: Pick<BusinessFacts, "url">) => `${home(business)}#business`

/** The business's logo, for search engines: a square picture (data/business.json `seo.logo`). */
function logo(business: BusinessFacts): JsonLd {
  return { "@type": "ImageObject", url: absoluteUrl(business.url, business.seo.logo) }
}

const statesServed = (business: BusinessFacts) => business.areaServed.map((name) => ({ "@type": "State", name }))

/**
 * The business where another node names it (a service's provider, a catalogue's): its one `@id`,
 * which joins it to the full node every page carries, with its type, name and site, so that a
 * reader of this node alone knows who it is.
 */
export function businessReference(business: BusinessFacts): JsonLd {
  return { "@type": "LocalBusiness", "@id": businessId(business), name: business.name, url: home(business) }
}

/**
 * The business as a post's publisher: the same node (one `@id`) as an Organization with its name and
 * logo, which is what article readers (Google's among them) look for in a publisher.
 */
export function publisher(business: BusinessFacts): JsonLd {
  return {
    "@type": "Organization",
    "@id": businessId(business),
    name: business.name,
    url: home(business),
    logo: logo(business),
  }
}

/**
 * The company itself (docs/REQUIREMENTS.md §3, the business as structured data), on every page: a
 * LocalBusiness, since schema.org has no type for a limousine company (its `TaxiService` is a kind of
 * Service, not of business). What it offers are Services in its offer catalogue and its service
 * types the topics it knows. No rating: search engines show no stars for ratings a business
 * publishes about itself (docs/ARCHITECTURE.md, Structured data).
 */
export function localBusiness(business: BusinessFacts): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "LocalBusiness",
    "@id": businessId(business),
    name: business.name,
    alternateName: business.shortName,
    description: business.description,
    url: home(business),
    logo: logo(business),
    image: absoluteUrl(business.url, business.seo.image),
    telephone: business.phones[0]?.tel,
    contactPoint: business.phones.map((phone) => ({
      "@type": "ContactPoint",
      contactType: "reservations",
      telephone: phone.tel,
      areaServed: phone.label,
    })),
    email: business.email,
    foundingDate: String(business.foundedYear),
    priceRange: business.priceRange,
    address: {
      "@type": "PostalAddress",
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      addressCountry: business.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: business.geo.latitude, longitude: business.geo.longitude },
    areaServed: statesServed(business),
    knowsAbout: business.serviceTypes,
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: DAYS,
      opens: business.hours.opens,
      closes: business.hours.closes,
    },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: business.offerCatalog.name,
      itemListElement: business.offerCatalog.offers.map((offer) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: offer.name, description: offer.description },
      })),
    },
    sameAs: business.social.map((link) => link.url),
  }
}

/** The site itself, on the home page: the name search engines show for it. */
export function webSite(business: BusinessFacts): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": `${home(business)}#website`,
    name: business.name,
    alternateName: business.shortName,
    url: home(business),
    publisher: businessReference(business),
  }
}

export interface Crumb {
  name: string
  path: string
}

/** The trail of a nested page, home first. */
export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  }
}

export function faqPage(faqs: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  }
}

export function serviceOffering(
  business: BusinessFacts,
  service: { title: string; description: string; path: string; price: string; image?: string },
): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: service.title,
    description: service.description,
    url: absoluteUrl(business.url, service.path),
    ...(service.image ? { image: absoluteUrl(business.url, service.image) } : {}),
    provider: businessReference(business),
    areaServed: statesServed(business),
    offers: { "@type": "Offer", description: service.price, priceCurrency: "USD" },
  }
}

export function blogPosting(
  business: BusinessFacts,
  post: { title: string; description: string; path: string; date: string; author: string; image?: string; tags?: readonly string[] },
): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    url: absoluteUrl(business.url, post.path),
    mainEntityOfPage: absoluteUrl(business.url, post.path),
    ...(post.image ? { image: absoluteUrl(business.url, post.image) } : {}),
    ...(post.tags && post.tags.length > 0 ? { keywords: post.tags.join(", ") } : {}),
    author: { "@type": "Person", name: post.author.split(",")[0].trim() },
    publisher: publisher(business),
  }
}

export interface RateCatalogInput {
  path: string
  hourly: readonly { vehicleName: string; rate: number; minimumHours: number }[]
  airports: readonly { name: string; amounts: readonly number[] }[]
  /** Services quoted from a starting price, each with its page. */
  startingPrices: readonly { label: string; path: string; from: number; perHour: boolean }[]
}

/**
 * The published rates as offers: each vehicle's hourly rate (with its minimum hours) and, per
 * airport, the range of its flat rates from the towns served, and the starting prices of the
 * services dispatch quotes. The same figures as the page.
 */
export function rateCatalog(business: BusinessFacts, rates: RateCatalogInput): JsonLd {
  const url = absoluteUrl(business.url, rates.path)
  const hour = (value: number) => ({ "@type": "QuantitativeValue", value, unitCode: "HUR" })
  return {
    "@context": CONTEXT,
    "@type": "OfferCatalog",
    name: "Chauffeur rates",
    url,
    provider: businessReference(business),
    itemListElement: [
      ...rates.hourly.map((h) => ({
        "@type": "Offer",
        name: `${h.vehicleName} with chauffeur, by the hour`,
        url,
        priceCurrency: "USD",
        price: h.rate,
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: h.rate,
          priceCurrency: "USD",
          unitCode: "HUR",
          referenceQuantity: hour(1),
          eligibleQuantity: { "@type": "QuantitativeValue", minValue: h.minimumHours, unitCode: "HUR" },
        },
      })),
      ...rates.airports.map((airport) => ({
        "@type": "AggregateOffer",
        name: `Flat-rate transfer to or from ${airport.name}`,
        url,
        priceCurrency: "USD",
        lowPrice: Math.min(...airport.amounts),
        highPrice: Math.max(...airport.amounts),
        offerCount: airport.amounts.length,
      })),
      ...rates.startingPrices.map((price) => ({
        "@type": "Offer",
        name: price.label,
        url: absoluteUrl(business.url, price.path),
        priceCurrency: "USD",
        priceSpecification: {
          "@type": price.perHour ? "UnitPriceSpecification" : "PriceSpecification",
          minPrice: price.from,
          priceCurrency: "USD",
          ...(price.perHour ? { unitCode: "HUR", referenceQuantity: hour(1) } : {}),
        },
      })),
    ],
  }
}

/** A listing page's items in order (services, posts, vehicles), each with its absolute URL. */
export function itemList(siteUrl: string, name: string, items: readonly { name: string; path: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      url: absoluteUrl(siteUrl, item.path),
    })),
  }
}

/** Serialises JSON-LD for a <script> element; "<" is escaped so content can never close the tag. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c")
}
