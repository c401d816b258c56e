/**
 * Structured data per kind of page, read from the built HTML: the business everywhere, with no rating
 * of itself, named by one @id; Service (and FAQPage when it shows questions) on services; BlogPosting
 * on posts, with its publisher's name and logo; FAQPage on /faqs; BreadcrumbList on nested pages,
 * ending at the page's canonical URL. Whether search engines' validators accept each node is
 * scripts/check-structured-data.ts.
 */
import fs from "fs"
import path from "path"
import business from "../../data/business.json"
import rates from "../../data/rates.json"
import { BLOG_SLUGS as blogSlugs, BUSINESS_SLUGS, SERVICE_SLUGS, TOWN_SLUGS } from "../site-routes"
import { PUBLIC_DIR as publicDir, builtPage as load } from "./built-documents"

type Thing = { "@type": string; [key: string]: unknown }

function structured(doc: Document): Thing[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) => JSON.parse(s.textContent ?? "") as Thing | Thing[])
}

const types = (things: Thing[]) => things.map((t) => t["@type"])
const canonicalOf = (doc: Document) => doc.querySelector('link[rel="canonical"]')?.getAttribute("href")

function expectTrailEndingAtCanonical(doc: Document) {
  const trail = structured(doc).find((t) => t["@type"] === "BreadcrumbList") as
    { itemListElement: { position: number; item: string; name: string }[] } | undefined
  expect(trail).toBeDefined()
  const items = trail!.itemListElement
  expect(items.length).toBeGreaterThanOrEqual(3)
  expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1))
  expect(items[0].item).toBe(`${business.url}/`)
  expect(items.at(-1)!.item).toBe(canonicalOf(doc))
  for (const item of items) expect(item.name).toMatch(/\S/)
}

describe.each(SERVICE_SLUGS)("/services/%s", (slug) => {
  const doc = load(`/services/${slug}`)
  test("has Service and BreadcrumbList data; FAQPage matches the questions shown", () => {
    const things = structured(doc)
    expect(types(things)).toEqual(expect.arrayContaining(["LocalBusiness", "Service", "BreadcrumbList"]))
    const service = things.find((t) => t["@type"] === "Service")!
    expect(service.url).toBe(`${business.url}/services/${slug}`)
    expect(service.name).toBe(doc.querySelector("h1")?.textContent)
    expect((service.offers as { description: string }).description).toMatch(/\S/)
    expectTrailEndingAtCanonical(doc)
    const questionsShown = doc.querySelectorAll("section[aria-labelledby='questions'] button[aria-controls]").length
    const faq = things.find((t) => t["@type"] === "FAQPage") as { mainEntity: unknown[] } | undefined
    if (questionsShown > 0) expect(faq?.mainEntity).toHaveLength(questionsShown)
    else expect(faq).toBeUndefined()
  })
  test("links its vehicles to their cards on /fleet", () => {
    expect(doc.querySelectorAll('a[href^="/fleet#"]').length).toBeGreaterThan(0)
  })
})

describe.each(BUSINESS_SLUGS)("/business-solutions/%s", (slug) => {
  test("has a BreadcrumbList ending at its canonical URL", () => {
    const doc = load(`/business-solutions/${slug}`)
    expect(types(structured(doc))).toContain("BreadcrumbList")
    expectTrailEndingAtCanonical(doc)
  })
})

describe.each(TOWN_SLUGS)("/service-areas/%s", (slug) => {
  test("has a BreadcrumbList and links to services and neighbouring towns", () => {
    const doc = load(`/service-areas/${slug}`)
    expect(types(structured(doc))).toContain("BreadcrumbList")
    expectTrailEndingAtCanonical(doc)
    for (const service of SERVICE_SLUGS) expect(doc.querySelector(`main a[href="/services/${service}"]`)).not.toBeNull()
    expect(
      [...doc.querySelectorAll('main a[href^="/service-areas/"]')].some((a) => a.getAttribute("href") !== `/service-areas/${slug}`),
    ).toBe(true)
  })
})

describe.each(blogSlugs)("/blogs/%s", (slug) => {
  test("has BlogPosting and BreadcrumbList data matching the page", () => {
    const doc = load(`/blogs/${slug}`)
    const things = structured(doc)
    expect(types(things)).toEqual(expect.arrayContaining(["LocalBusiness", "BlogPosting", "BreadcrumbList"]))
    const post = things.find((t) => t["@type"] === "BlogPosting")!
    expect(post.headline).toBe(doc.querySelector("h1")?.textContent)
    expect(post.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(post.url).toBe(canonicalOf(doc))
    expect(String(post.image)).toMatch(new RegExp(`^${business.url}/`))
    expectTrailEndingAtCanonical(doc)
  })
})

test("/rates offers each vehicle's hourly rate and each airport's flat rates as the tables show them", () => {
  const doc = load("/rates")
  const catalog = structured(doc).find((t) => t["@type"] === "OfferCatalog") as { itemListElement: Record<string, unknown>[] } | undefined
  expect(catalog).toBeDefined()
  const hourly = catalog!.itemListElement.filter((offer) => offer["@type"] === "Offer")
  expect(hourly.map((offer) => offer.price)).toEqual(rates.hourly.map((h) => h.rate))
  for (const airport of rates.airports) {
    const offer = catalog!.itemListElement.find((o) => o["@type"] === "AggregateOffer" && String(o.name).includes(airport.name))!
    // The cheapest and dearest cells of the airport's table on the page.
    const table = [...doc.querySelectorAll("table")].find((t) => t.querySelector("caption")?.textContent?.includes(airport.code))!
    const cells = [...table.querySelectorAll("td")].map((td) => Number(td.textContent!.replace(/[$,]/g, "")))
    expect([offer.lowPrice, offer.highPrice]).toEqual([Math.min(...cells), Math.max(...cells)])
  }
})

test("/faqs has a FAQPage with every question shown on the page", () => {
  const doc = load("/faqs")
  const faq = structured(doc).find((t) => t["@type"] === "FAQPage") as { mainEntity: { name: string }[] } | undefined
  const shown = [...doc.querySelectorAll("main button[aria-controls]")].map((b) => b.textContent?.trim())
  expect(faq?.mainEntity.length).toBeGreaterThan(10)
  expect(faq!.mainEntity.map((q) => q.name).sort()).toEqual([...shown].sort())
})

test.each(["/services", "/fleet", "/reviews", "/faqs", "/blogs", "/contact", "/about"])(
  "top-level page %s carries no breadcrumb trail",
  (route) => {
    expect(types(structured(load(route)))).not.toContain("BreadcrumbList")
  },
)

describe("the business's rating: stated on the pages, not claimed in the structured data", () => {
  // The words a visitor reads, from data/business.json: "4.9", and "500+" reviews shown as "500" or "500+".
  const average = business.figures.rating.replace(".", "\\.")
  const count = `${business.figures.reviews.replace(/\+$/, "")}\\+?`
  const mainText = (route: string) => load(route).querySelector("main")!.textContent!.replace(/\s+/g, " ")

  test.each([
    ["/reviews", [`${average} average from ${count} reviews`, `average rating from ${count} reviews`]],
    ["/about", [`average rating from ${count} reviews ?${average}/5`]],
    // The hero's badge, Our Story's figures and the testimonials' figures.
    ["/", [`${average} average rating`, `average rating ?${average}(?!/)`, `average rating ?${average}/5`]],
  ])("%s states it", (route, phrases) => {
    const text = mainText(route)
    for (const phrase of phrases) expect(text).toMatch(new RegExp(phrase, "i"))
  })

  // Search engines show no stars for ratings a business publishes of itself (docs/ARCHITECTURE.md).
  test("no page's structured data rates the business", () => {
    for (const route of ["/", "/reviews", "/about", "/services/airport", "/service-areas/andover-ma", "/fleet", "/blogs/" + blogSlugs[0]]) {
      const text = JSON.stringify(structured(load(route)))
      expect(text).not.toMatch(/"(aggregateRating|review|reviewRating)"/)
    }
  })
})

describe("every node that names the business is readable where it stands, with the business's one @id", () => {
  const id = `${business.url}/#business`
  test("a post's publisher is the business as an Organization with its name and logo, and the logo is built", () => {
    const post = structured(load("/blogs/" + blogSlugs[0])).find((t) => t["@type"] === "BlogPosting")!
    const publisher = post.publisher as { "@type": string; "@id": string; name: string; logo: { "@type": string; url: string } }
    expect(publisher).toMatchObject({ "@type": "Organization", "@id": id, name: business.name, logo: { "@type": "ImageObject" } })
    // Google shows a logo of at least 112 × 112 pixels: the file's own size, read from its PNG header.
    const file = fs.readFileSync(path.join(publicDir, new URL(publisher.logo.url).pathname))
    expect(file.subarray(1, 4).toString()).toBe("PNG")
    expect(file.readUInt32BE(16)).toBeGreaterThanOrEqual(112)
    expect(file.readUInt32BE(20)).toBe(file.readUInt32BE(16))
  })

  test("every page names the business by one @id, the same on each", () => {
    for (const route of ["/", "/services/airport", "/rates", "/blogs/" + blogSlugs[0], "/faqs"]) {
      const ids = [...JSON.stringify(structured(load(route))).matchAll(/"@id":"([^"]+#business)"/g)].map((m) => m[1])
      expect(ids.length).toBeGreaterThan(0)
      expect(new Set(ids)).toEqual(new Set([id]))
    }
  })
})

test("every page's structured data has a schema.org context", () => {
  for (const route of ["/", "/services/airport", "/blogs/" + blogSlugs[0], "/faqs", "/fleet"]) {
    for (const thing of structured(load(route))) expect(thing["@context"]).toBe("https://schema.org")
  }
})
