/**
 * Structured data (schema.org JSON-LD) built by pure functions from content, so each is
 * unit-tested and every page's metadata reads the same business facts.
 */
import { absoluteUrl } from "./routes"
import { RATING_SCALE } from "../config/constants"

export type JsonLd = Record<string, unknown>

export interface BusinessFacts {
  name: string
  description: string
  url: string
  email: string
  priceRange: string
  phones: readonly { tel: string }[]
  address: { locality: string; region: string; country: string }
  geo: { latitude: number; longitude: number }
  areaServed: readonly string[]
  hours: { opens: string; closes: string }
  serviceTypes: readonly string[]
  /** The rating and review count as the pages show them: "4.9", "500+". */
  figures: { rating: string; reviews: string }
  offerCatalog: { name: string; offers: readonly { name: string; description: string }[] }
  social: readonly { url: string }[]
  seo: { image: string }
}

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

export const businessId = (business: Pick<BusinessFacts, "url">) => `${absoluteUrl(business.url, "/")}#business`

/**
 * The rating the pages show, for search engines: the same average and, as a number, the same count
 * ("500+" reviews: 500). Structured data that disagreed with the page would mislead them.
 */
export function aggregateRating(figures: BusinessFacts["figures"]): JsonLd {
  return {
    "@type": "AggregateRating",
    ratingValue: Number(figures.rating),
    reviewCount: Number(figures.reviews.replace(/[,+]/g, "")),
    bestRating: RATING_SCALE,
  }
}

/** The company itself (docs/REQUIREMENTS.md §3, the business as structured data), on every page. */
export function localBusiness(business: BusinessFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "LimousineService",
    "@id": businessId(business),
    name: business.name,
    description: business.description,
    image: absoluteUrl(business.url, business.seo.image),
    url: absoluteUrl(business.url, "/"),
    telephone: business.phones[0]?.tel,
    email: business.email,
    priceRange: business.priceRange,
    address: {
      "@type": "PostalAddress",
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      addressCountry: business.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: business.geo.latitude, longitude: business.geo.longitude },
    areaServed: business.areaServed.map((name) => ({ "@type": "State", name })),
    serviceType: business.serviceTypes,
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
    aggregateRating: aggregateRating(business.figures),
    sameAs: business.social.map((link) => link.url),
  }
}

export interface Crumb {
  name: string
  path: string
}

/** The trail of a nested page, home first. */
export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
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
    "@context": "https://schema.org",
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
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.description,
    url: absoluteUrl(business.url, service.path),
    ...(service.image ? { image: absoluteUrl(business.url, service.image) } : {}),
    provider: { "@id": businessId(business) },
    areaServed: business.areaServed.map((name) => ({ "@type": "State", name })),
    offers: { "@type": "Offer", description: service.price, priceCurrency: "USD" },
  }
}

export function blogPosting(
  business: BusinessFacts,
  post: { title: string; description: string; path: string; date: string; author: string; image?: string; tags?: readonly string[] },
): JsonLd {
  return {
    "@context": "https://schema.org",
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
    publisher: { "@id": businessId(business) },
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
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name: "Chauffeur rates",
    url,
    provider: { "@id": businessId(business) },
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
    "@context": "https://schema.org",
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
