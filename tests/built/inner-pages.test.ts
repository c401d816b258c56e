/**
 * What the inner pages tell a visitor, read from the built HTML and checked against the content
 * files it comes from: a change to a vehicle, a FAQ, a service or a post must show on its page.
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import fleet from "../../data/fleet.json"
import faqs from "../../data/faqs.json"
import business from "../../data/business.json"
import rates from "../../data/rates.json"
import { EVENT_FULL_REFUND_HOURS, FULL_REFUND_HOURS, LATE_CANCELLATION_FEE_PERCENT } from "../../src/booking-loop/cancellation"
import { builtPage } from "./built-documents"

const root = path.resolve(__dirname, "../..")
const load = (route: string) => builtPage(`/${route}`)
/** Visible text of the page's main content, whitespace collapsed. */
const mainText = (doc: Document) => (doc.querySelector("main")?.textContent ?? "").replace(/\s+/g, " ")
const frontmatter = (dir: string) =>
  fs
    .readdirSync(path.join(root, "content", dir))
    .filter((f) => f.endsWith(".mdx"))
    .map((f) => matter(fs.readFileSync(path.join(root, "content", dir, f), "utf8")).data as Record<string, unknown>)

test("/fleet shows every vehicle with its passengers, luggage, class, price and rating, and one Most Popular", () => {
  const doc = load("fleet")
  const text = mainText(doc)
  for (const vehicle of fleet) {
    const heading = [...doc.querySelectorAll("main h2, main h3")].find((h) => h.textContent?.trim() === vehicle.name)
    expect(heading).toBeDefined()
    for (const fact of [vehicle.price, vehicle.amenities, String(vehicle.passengers), String(vehicle.luggage), vehicle.rating.toFixed(1)])
      expect(text).toContain(fact)
  }
  expect(text.match(/Most Popular/gi)).toHaveLength(fleet.filter((v) => v.popular).length)
})

test("/faqs lists every question under its category, with the cancellation policy and booking advice in full", () => {
  const text = mainText(load("faqs"))
  for (const faq of faqs) expect(text).toContain(faq.question)
  const policy = faqs.find((f) => f.id === "cancellation-policy")!
  expect(text).toContain(policy.answer)
  expect(policy.answer).toMatch(
    new RegExp(`${FULL_REFUND_HOURS} hours.*full refund.*${LATE_CANCELLATION_FEE_PERCENT}%.*${EVENT_FULL_REFUND_HOURS} hours`),
  )
  expect(text).toContain(faqs.find((f) => f.id === "how-far-in-advance-to-book")!.answer)
})

test("/blogs lists every post newest first with its date and reading time", () => {
  const doc = load("blogs")
  const posts = frontmatter("blog")
  const dates = [...doc.querySelectorAll("main time")].map((t) => t.getAttribute("datetime") ?? t.getAttribute("dateTime") ?? "")
  expect(dates).toHaveLength(posts.length)
  expect(dates).toEqual([...dates].sort().reverse())
  expect(mainText(doc).match(/\d+ min read/g)).toHaveLength(posts.length)
})

test.each(frontmatter("blog").map((post) => [post.slug as string, post] as const))(
  "the post %s shows its author, tags, three related posts and a booking call",
  (slug, post) => {
    const doc = load(`blogs/${slug}`)
    const text = mainText(doc)
    expect(text).toContain(String(post.author).split(",")[0])
    for (const tag of post.tags as string[]) expect(text.toLowerCase()).toContain(tag.toLowerCase())
    const related = [...doc.querySelectorAll("main a[href^='/blogs/']")]
      .map((a) => a.getAttribute("href"))
      .filter((href) => href !== `/blogs/${slug}`)
    expect(new Set(related).size).toBeGreaterThanOrEqual(3)
    expect([...doc.querySelectorAll("main button")].some((b) => /book/i.test(b.textContent ?? ""))).toBe(true)
  },
)

test.each(frontmatter("services").map((service) => [service.slug as string, service] as const))(
  "the service %s shows its price, features, who it is for and its vehicles",
  (slug, service) => {
    const doc = load(`services/${slug}`)
    const text = mainText(doc)
    expect(text).toContain(service.price as string)
    for (const feature of service.features as string[]) expect(text).toContain(feature)
    expect(text).toContain(service.audience as string)
    for (const vehicle of (service.vehicles as string[] | undefined) ?? [])
      expect(text).toContain(fleet.find((v) => v.slug === vehicle)!.name)
    expect([...doc.querySelectorAll("main button")].some((b) => /book/i.test(b.textContent ?? ""))).toBe(true)
  },
)

test("/reviews offers a way to leave a review and shows the rating figures of the business file", () => {
  const doc = load("reviews")
  const reviewLinks = [...doc.querySelectorAll("main a[href^='https://']")].filter((a) => /review us/i.test(a.textContent ?? ""))
  expect(reviewLinks.length).toBeGreaterThanOrEqual(1)
  const text = mainText(doc)
  expect(text).toContain(String(business.figures.rating))
})

test("/contact gives both phone numbers, the email and the hours", () => {
  const doc = load("contact")
  const hrefs = [...doc.querySelectorAll("main a")].map((a) => a.getAttribute("href"))
  for (const phone of business.phones) expect(hrefs).toContain(`tel:${phone.tel}`)
  expect(hrefs).toContain(`mailto:${business.email}`)
  expect(mainText(doc)).toMatch(/24\/7|24 hours/)
})

test.each(frontmatter("towns").map((town) => [town.slug as string, town] as const))(
  "the town %s shows its own flat rate to each airport in each vehicle, and links to /rates",
  (slug, town) => {
    const doc = load(`service-areas/${slug}`)
    const entry = rates.airportFares.find((e) => e.town === town.name && e.state === town.state)!
    const table = [...doc.querySelectorAll("main table")].find(
      (t) => t.querySelector("caption")?.textContent === `Flat rates from ${town.name}, one way`,
    )
    expect(table).toBeDefined()
    const vehicles = [...fleet].sort((a, b) => a.order - b.order)
    expect([...table!.querySelectorAll("thead th")].slice(1).map((th) => th.textContent)).toEqual(vehicles.map((v) => v.name))
    for (const airport of rates.airports) {
      const row = [...table!.querySelectorAll("tbody tr")].find((tr) => tr.querySelector("th")?.textContent?.includes(`(${airport.code})`))!
      const shown = [...row.querySelectorAll("td")].map((td) => td.textContent)
      const expected = vehicles.map(
        (v) => `$${entry.fares.find((f) => f.airport === airport.code && f.vehicle === v.slug)!.amount.toLocaleString("en-US")}`,
      )
      expect(shown).toEqual(expected)
    }
    expect(doc.querySelector('main a[href="/rates"]')).not.toBeNull()
  },
)

test("/rates lists every town served in both airport tables, and the airport service page links to it", () => {
  const doc = load("rates")
  const tables = [...doc.querySelectorAll("main table")]
  expect(tables).toHaveLength(rates.airports.length)
  for (const table of tables) expect(table.querySelectorAll("tbody th[scope=row]")).toHaveLength(rates.airportFares.length)
  for (const vehicle of rates.hourly) expect(mainText(doc)).toContain(`$${vehicle.rate} per hour`)
  expect(load("services/airport").querySelector('main a[href="/rates"]')).not.toBeNull()
})
