/** @jest-environment node */
/**
 * The structured-data check's glue around structured-data-testing-tool: what it finds in markup with the
 * mistakes the site once had, and that the site's own builders pass it.
 */
import business from "../../../data/business.json"
import * as jsonLd from "../../../src/lib/json-ld"
import type { JsonLd } from "../../../src/lib/json-ld"
import { crumbsFor } from "../../../src/lib/breadcrumbs"
import { checkStructuredData, type Problem } from "../structured-data-check"

const page = (...blocks: string[]) =>
  `<!DOCTYPE html><html><head>${blocks.map((b) => `<script type="application/ld+json">${b}</script>`).join("")}</head><body></body></html>`

const post = {
  title: "Meeting your chauffeur at Logan",
  description: "D",
  path: "/blogs/logan",
  date: "2026-01-02",
  author: "A",
  image: "/a.jpg",
}

/** "node: property: message", as the check prints it after the page. */
const lines = (problems: Problem[]) => problems.map((p) => `${p.node}: ${p.property}: ${p.message}`)

let log: jest.SpyInstance
beforeEach(() => {
  log = jest.spyOn(console, "log").mockImplementation(() => {})
})
afterEach(() => log.mockRestore())

test("the site's structured data of every kind passes: schema.org types, Google's required properties", async () => {
  const nodes: JsonLd[] = [
    jsonLd.localBusiness(business),
    jsonLd.webSite(business),
    jsonLd.blogPosting(business, post),
    jsonLd.breadcrumbList(business.url, crumbsFor("/services/airport", "Airport Transportation")),
    jsonLd.serviceOffering(business, { title: "Airport Transportation", description: "D", path: "/services/airport", price: "From $120" }),
    jsonLd.faqPage([{ question: "Do you track flights?", answer: "Yes." }]),
    jsonLd.itemList(business.url, "Services", [{ name: "Airport Transportation", path: "/services/airport" }]),
    jsonLd.rateCatalog(business, {
      path: "/rates",
      hourly: [{ vehicleName: "Luxury SUV", rate: 115, minimumHours: 2 }],
      airports: [{ name: "Boston Logan International Airport", amounts: [120, 450] }],
      startingPrices: [{ label: "Private charters", path: "/services/private-charter", from: 135, perHour: true }],
    }),
  ]
  expect(await checkStructuredData(page(jsonLd.serializeJsonLd(nodes)))).toEqual([])
})

test("a business of a type schema.org does not have, and a post whose publisher is only a reference, are named", async () => {
  const oldBusiness = { ...jsonLd.localBusiness(business), "@type": "LimousineService" }
  const oldPost = { ...jsonLd.blogPosting(business, post), publisher: { "@id": `${business.url}/#business` } }
  const found = lines(await checkStructuredData(page(jsonLd.serializeJsonLd([oldBusiness, oldPost]))))
  expect(found).toEqual([
    `LimousineService #1 ("${business.name}"): @type: "LimousineService" is not a schema.org type`,
    `BlogPosting #1 ("${post.title}"): publisher.@type: missing (required)`,
    `BlogPosting #1 ("${post.title}"): publisher.name: missing (required)`,
    `BlogPosting #1 ("${post.title}"): publisher.logo: missing (required)`,
    `BlogPosting #1 ("${post.title}"): publisher.logo.url: missing (required)`,
  ])
})

test("a type below the top level is checked too, and named with its path", async () => {
  const data = jsonLd.localBusiness(business) as { hasOfferCatalog: { itemListElement: { itemOffered: JsonLd }[] } }
  data.hasOfferCatalog.itemListElement[1].itemOffered["@type"] = "ChauffeurService"
  expect(lines(await checkStructuredData(page(jsonLd.serializeJsonLd(data as JsonLd))))).toEqual([
    `LocalBusiness #1 ("${business.name}") › hasOfferCatalog › itemListElement[1] › itemOffered: @type: "ChauffeurService" is not a schema.org type`,
  ])
})

test("a required property missing from one item of a list is named, with the item", async () => {
  const faq = jsonLd.faqPage([
    { question: "Do you track flights?", answer: "Yes." },
    { question: "Child seats?", answer: "" },
  ])
  const trail = jsonLd.breadcrumbList(business.url, crumbsFor("/services/airport", "Airport Transportation")) as {
    itemListElement: JsonLd[]
  }
  delete trail.itemListElement[1].item
  expect(lines(await checkStructuredData(page(jsonLd.serializeJsonLd([faq, trail as JsonLd]))))).toEqual([
    'FAQPage #1: mainEntity[…].acceptedAnswer.text: an item lacks it ("Child seats?")',
    'BreadcrumbList #1: itemListElement[…].item: an item lacks it ("Services")',
  ])
})

test("the business without its address fails Google's local business test", async () => {
  const { address, ...withoutAddress } = jsonLd.localBusiness(business)
  expect(address).toBeDefined()
  const found = lines(await checkStructuredData(page(jsonLd.serializeJsonLd(withoutAddress))))
  expect(found).toContain(`LocalBusiness #1 ("${business.name}"): address: missing (required)`)
  expect(found).toContain(`LocalBusiness #1 ("${business.name}"): address.addressLocality: missing (required)`)
})

test("a block that does not parse is named by its place on the page", async () => {
  const found = lines(await checkStructuredData(page(jsonLd.serializeJsonLd(jsonLd.webSite(business)), '{"@type": "FAQPage",}')))
  expect(found).toHaveLength(1)
  expect(found[0]).toMatch(/^JSON-LD block 2: \(the whole block\): does not parse: /)
})
