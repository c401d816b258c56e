/** @jest-environment node */
/**
 * Breaks a copy of the real content in each way an editor might and checks that the build-time
 * content check names the file, the line, the field and the fix.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { checkContent, formatProblem } from "../check-content"

const repoRoot = path.resolve(__dirname, "../../..")
let root: string

function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"))
  fs.cpSync(path.join(repoRoot, "data"), path.join(dir, "data"), { recursive: true })
  fs.cpSync(path.join(repoRoot, "content"), path.join(dir, "content"), { recursive: true })
  return dir
}

function edit(file: string, change: (text: string) => string) {
  const absolute = path.join(root, file)
  const before = fs.readFileSync(absolute, "utf8")
  const after = change(before)
  if (after === before) throw new Error(`The edit to ${file} changed nothing; the test setup is stale`)
  fs.writeFileSync(absolute, after)
}

const messages = () => checkContent(root).problems.map(formatProblem)

/** `<file>:<line>` of the first line of the (edited) file that contains `text`. */
function at(file: string, text: string, after = 0): string {
  const lines = fs.readFileSync(path.join(root, file), "utf8").split("\n")
  const index = lines.findIndex((line, i) => i >= after && line.includes(text))
  if (index < 0) throw new Error(`${file} has no line with ${text}; the test setup is stale`)
  return `${file}:${index + 1}`
}

beforeEach(() => {
  root = copyContent()
})

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true })
})

test("the real content has no problems", () => {
  const { problems, records } = checkContent(repoRoot)
  expect(problems.map(formatProblem)).toEqual([])
  // One record per service page, however many there are.
  expect(records.filter((r) => r.collection.typeName === "Service")).toHaveLength(
    fs.readdirSync(path.join(repoRoot, "content/services")).filter((f) => f.endsWith(".mdx")).length,
  )
})

test("a missing required field names the file, the field and what to add", () => {
  edit("content/services/airport.mdx", (t) => t.replace(/^price: .*\n/m, ""))
  // A field that is not written has no line of its own.
  expect(messages()).toEqual(["content/services/airport.mdx: price: is missing. Add it: price text shown as written."])
})

test("an empty price asks for a short price", () => {
  edit("content/services/airport.mdx", (t) => t.replace(/^price: .*$/m, 'price: ""'))
  expect(messages()).toEqual([`${at("content/services/airport.mdx", "price:")}: price: is empty. Write a short price such as "From $120".`])
})

test("an empty required title names its line and what to write", () => {
  edit("content/towns/andover-ma.mdx", (t) => t.replace(/^title: .*$/m, 'title: ""'))
  expect(messages()).toEqual([`${at("content/towns/andover-ma.mdx", 'title: ""')}: title: is empty. Write it: page heading.`])
})

test("an empty price in a JSON list names the item", () => {
  edit("data/fleet.json", (t) => t.replace('"From $175/hr"', '"  "'))
  expect(messages()).toEqual([
    `${at("data/fleet.json", '"price": "  "')}: price (item 3, "stretch-limousine"): is empty. Write a short price such as "From $85/hr".`,
  ])
})

test("a missing field of a JSON list item points at the item", () => {
  edit("data/fleet.json", (t) => t.replace(/\n\s*"amenities": "VIP",/, ""))
  const item = at("data/fleet.json", "{", Number(at("data/fleet.json", '"slug": "stretch-limousine"').split(":")[1]) - 3)
  expect(messages()).toEqual([`${item}: amenities (item 3, "stretch-limousine"): is missing. Add it: amenities class, e.g. Executive.`])
})

test("a reference to a slug that does not exist lists the valid ones", () => {
  edit("content/services/wedding.mdx", (t) => t.replace(/stretch-limousine/, "stretch-limo"))
  expect(messages()).toEqual([
    `${at("content/services/wedding.mdx", "vehicles:")}: vehicles[0]: "stretch-limo" does not exist in data/fleet.json. Use one of: executive-sedan, luxury-suv, stretch-limousine.`,
  ])
})

test("a testimonial pointing at an unknown service is caught", () => {
  edit("data/testimonials.json", (t) => t.replace(/"service": "[^"]+"/, '"service": "helicopter"'))
  const [message] = messages()
  expect(
    message.startsWith(
      `${at("data/testimonials.json", '"helicopter"')}: service (item 1, "emily-r"): "helicopter" does not exist in content/services/. Use one of: airport, `,
    ),
  ).toBe(true)
})

test("an image path that does not exist names the path it looked for", () => {
  edit("content/towns/andover-ma.mdx", (t) => t.replace("../images/towns/andover-ma.jpg", "../images/towns/andover.jpg"))
  expect(messages()).toEqual([
    `${at("content/towns/andover-ma.mdx", "image:")}: image: "../images/towns/andover.jpg" does not exist (looked for content/images/towns/andover.jpg). Commit the picture there or correct the path.`,
  ])
})

test("malformed JSON gives the line and column of the mistake", () => {
  edit("data/fleet.json", (t) => t.replace('"name": "Luxury SUV",', '"name": "Luxury SUV"'))
  const [message, ...rest] = messages()
  expect(rest).toEqual([])
  // The parser stops at the next field, which the missing comma runs into.
  const next = at("data/fleet.json", '"description"', Number(at("data/fleet.json", "Luxury SUV").split(":")[1]))
  expect(message).toMatch(
    new RegExp(`^${next}:5: JSON: is not valid JSON \\(.+\\)\\. Look there for a missing or extra comma, quote or bracket\\.$`),
  )
})

test("a stray character after the end of business.json is placed at its line and column", () => {
  edit("data/business.json", (t) => `${t}{\n`)
  const lines = fs.readFileSync(path.join(root, "data/business.json"), "utf8").split("\n")
  expect(messages()).toEqual([
    `data/business.json:${lines.length - 1}:1: JSON: is not valid JSON (Unexpected non-whitespace character after JSON). Look there for a missing or extra comma, quote or bracket.`,
  ])
})

test("a JSON file cut short is placed at its end", () => {
  edit("data/faq-categories.json", (t) => t.trimEnd().slice(0, -1))
  const [message] = messages()
  const lines = fs.readFileSync(path.join(root, "data/faq-categories.json"), "utf8").trimEnd().split("\n")
  expect(message).toMatch(new RegExp(`^data/faq-categories\\.json:${lines.length}:\\d+: JSON: is not valid JSON \\(`))
})

test("malformed front matter gives the line and the quoting fix", () => {
  edit("content/blog/logan-airport-pickup-guide.mdx", (t) => t.replace(/^title: .*$/m, "title: Logan: a guide"))
  const [message, ...rest] = messages()
  expect(rest).toEqual([])
  expect(message).toMatch(
    new RegExp(
      `^${at("content/blog/logan-airport-pickup-guide.mdx", "title: Logan")}:\\d+: front matter: is not valid YAML \\(.+\\)\\. Put text that contains a colon, # or quote inside double quotes\\.$`,
    ),
  )
})

test("a misspelled field is reported with the allowed names", () => {
  edit("content/services/school.mdx", (t) => t.replace(/^audience:/m, "audiance:"))
  expect(messages()).toEqual([
    `${at("content/services/school.mdx", "audiance:")}: audiance: is not a known field. Allowed fields here: slug, title, description, price, features, image, imageAlt, icon, popular, featured, order, bookingType, vehicles, faqs, audience, businessSolution.`,
    "content/services/school.mdx: audience: is missing. Add it: who the service is for.",
  ])
})

test("wrong types, bad slugs and unknown icons are explained", () => {
  edit("data/fleet.json", (t) => t.replace('"passengers": 4', '"passengers": "four"'))
  edit("content/towns/dracut-ma.mdx", (t) => t.replace(/^icon: .*$/m, "").replace(/^state: .*$/m, "state: VT"))
  edit("content/services/medical.mdx", (t) => t.replace(/^icon: .*$/m, "icon: ambulance"))
  expect(messages()).toEqual([
    `${at("data/fleet.json", '"four"')}: passengers (item 1, "executive-sedan"): must be a number without quotes, not "four".`,
    `${at("content/services/medical.mdx", "icon: ambulance")}: icon: "ambulance" is not an icon name. Use one of: plane, briefcase, heart, party-popper, sparkles, stethoscope, graduation-cap, user-round, building-2, ship, moon-star, route, clock, car, wine, handshake, presentation, calendar-days, globe, users, landmark, mountain, map-pin, shield-check, star, award, trees, building.`,
    `${at("content/towns/dracut-ma.mdx", "state: VT")}: state: "VT" is not allowed. Use one of: MA, NH.`,
  ])
})

test("a slug that differs from the file name says how to fix it", () => {
  edit("content/blog/wedding-transportation-checklist.mdx", (t) => t.replace(/^slug: .*$/m, "slug: wedding-checklist"))
  expect(messages()).toContain(
    `${at("content/blog/wedding-transportation-checklist.mdx", "slug:")}: slug: "wedding-checklist" must equal the file name. Rename the file to wedding-checklist.mdx or set slug: wedding-transportation-checklist.`,
  )
})

test("characters MDX would read as code are reported with their line", () => {
  edit("content/pages/terms.mdx", (t) => `${t}\nRides of <2 hours are billed at the minimum.\n`)
  expect(messages()).toEqual([
    `${at("content/pages/terms.mdx", "<2 hours")}: body: contains "<", which MDX reads as code. Reword it, or write it as a word (e.g. "less than").`,
  ])
})

test("the home carousel needs exactly eight featured services", () => {
  edit("content/services/night-out-limo.mdx", (t) => t.replace(/^featured: false$/m, "featured: true"))
  expect(messages()).toEqual([
    "content/services: featured: 9 services are featured (airport, corporate, events, medical, night-out-limo, personal-driver, school, special-occasions, wedding); the home carousel needs exactly 8. Set featured: true or false to match.",
  ])
})

test("a duplicated key is reported with the first file", () => {
  edit("data/faqs.json", (t) => {
    const faqs = JSON.parse(t)
    faqs[1].id = faqs[0].id
    return JSON.stringify(faqs, null, 2)
  })
  const found = messages().filter((m) => m.includes("is used twice"))
  expect(found).toHaveLength(1)
  const second = at("data/faqs.json", '"id"', Number(at("data/faqs.json", '"id"').split(":")[1]))
  expect(found[0]).toMatch(
    new RegExp(`^${second}: id \\(item 2, "[a-z-]+"\\): "[a-z-]+" is used twice \\(also in data/faqs\\.json\\)\\. Each must be unique\\.$`),
  )
})

test("a rating or review count not in the form the pages show is refused", () => {
  edit("data/business.json", (t) => t.replace('"rating": "4.9"', '"rating": "4.95"').replace('"reviews": "500+"', '"reviews": "over 500"'))
  expect(messages()).toEqual([
    `${at("data/business.json", '"4.95"')}: figures.rating: "4.95" is not in the expected form: an average out of 5 with one decimal, e.g. "4.9".`,
    `${at("data/business.json", '"over 500"')}: figures.reviews: "over 500" is not in the expected form: a whole number of reviews, with + for "at least", e.g. "500+".`,
  ])
})

test("a figure beside Our Story names a business fact instead of repeating it", () => {
  edit("data/business.json", (t) => t.replace('"figure": "rating"', '"value": "4.9"'))
  const item = at("data/business.json", '"value": "4.9"')
  expect(messages()).toEqual([
    `${item}: home.stats[2].value: is not a known field. Allowed fields here: figure, label.`,
    `${at("data/business.json", "{", Number(item.split(":")[1]) - 2)}: home.stats[2].figure: is missing. Add it: which fact it shows: foundedYear, clients, rating, reviews, onTime, reliability, availability.`,
  ])
})

test("every home section needs one label-and-heading entry, and an unknown section is refused", () => {
  edit("data/business.json", (t) => {
    const business = JSON.parse(t)
    const sections = business.home.sections as { id: string }[]
    business.home.sections = [
      ...sections.filter((s) => s.id !== "faq"),
      { ...sections[0] },
      { id: "gallery", eyebrow: "Gallery", title: "Photos" },
    ]
    return JSON.stringify(business, null, 2)
  })
  const sections = at("data/business.json", '"sections"')
  expect(messages()).toEqual([
    `${at("data/business.json", '"gallery"')}: home.sections[8].id: "gallery" is not allowed. Use one of: highlights, about, services, fleet, testimonials, cta, areas, faq.`,
    `${sections}: home.sections: no entry for faq. Add {"id": "faq", "eyebrow": "…", "title": "…"} for each.`,
    `${sections}: home.sections: highlights appears more than once. Keep one entry per section.`,
  ])
})

describe("data/rates.json and the prices that come from it", () => {
  const rates = "data/rates.json"
  const json = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8"))
  const write = (file: string, data: unknown) => fs.writeFileSync(path.join(root, file), JSON.stringify(data, null, 2) + "\n")

  test("a fleet card's price that disagrees with its hourly rate names both and the fix", () => {
    edit("data/fleet.json", (t) => t.replace('"From $85/hr"', '"From $89/hr"'))
    expect(messages()).toEqual([
      `${at("data/fleet.json", '"price"')}: price (item 1, "executive-sedan"): "From $89/hr" disagrees with the hourly rate in data/rates.json. Write "From $85/hr", or change the rate there.`,
    ])
  })

  test("raising the lowest airport rate makes the airport page's price disagree", () => {
    const data = json(rates)
    for (const town of data.airportFares) for (const fare of town.fares) if (fare.amount === 120) fare.amount = 125
    write(rates, data)
    expect(messages()).toEqual([
      `${at("content/services/airport.mdx", "price:")}: price: "From $120" disagrees with the lowest flat airport rate of this page's vehicles in data/rates.json. Write "From $125", or change the rates.`,
    ])
  })

  test("a service's surcharge per hour is in its pages' prices: raising it makes both corporate pages disagree", () => {
    const data = json(rates)
    data.serviceSurcharges.find((s: { service: string }) => s.service === "corporate").perHour = 20
    write(rates, data)
    const because = `disagrees with the hourly rates of this page's vehicles for "corporate" bookings in data/rates.json. Write "From $105/hr", or change the rates.`
    expect(messages()).toEqual([
      `${at("content/services/corporate-travel.mdx", "price:")}: price: "From $95/hr" ${because}`,
      `${at("content/services/corporate.mdx", "price:")}: price: "From $95/hr" ${because}`,
    ])
  })

  test("a page's starting price lives in the rates: a different figure on the page is named", () => {
    edit("content/services/medical.mdx", (t) => t.replace(/^price: .*$/m, 'price: "From $75"'))
    expect(messages()).toEqual([
      `${at("content/services/medical.mdx", "price:")}: price: "From $75" disagrees with this page's starting price in data/rates.json (startingPrices). Write "From $80", or change it there.`,
    ])
  })

  test("a quoted service's page may not name a figure the rates do not hold", () => {
    const data = json(rates)
    data.startingPrices = data.startingPrices.filter((p: { page: string }) => p.page !== "seaport-transfer")
    write(rates, data)
    expect(messages()).toEqual([
      `${at("content/services/seaport-transfer.mdx", "price:")}: price: "From $120" names a figure, but "long-distance" trips are quoted by dispatch. Add this page to startingPrices in data/rates.json with that figure, or write a price without one, such as "Group rates".`,
    ])
  })

  test("a surcharge on a service not billed by the hour, or listed twice, is refused", () => {
    const data = json(rates)
    data.serviceSurcharges.push({ service: "airport", perHour: 5 }, { service: "corporate", perHour: 10 })
    write(rates, data)
    const found = messages().join("\n")
    expect(found).toMatch(/serviceSurcharges\[2\]\.service: "airport" is not priced by the hour/)
    expect(found).toMatch(/serviceSurcharges\[3\]\.service: "corporate" is listed twice/)
  })

  test("a starting price for a page that does not exist is named", () => {
    const data = json(rates)
    data.startingPrices[0].page = "weddings"
    write(rates, data)
    expect(messages().join("\n")).toMatch(/startingPrices\[0\]\.page: .*weddings/)
  })

  test("a town served without flat rates, a missing fare and an unknown airport are each named", () => {
    const data = json(rates)
    data.airportFares = data.airportFares.filter((t: { town: string }) => t.town !== "Dracut")
    const andover = data.airportFares.find((t: { town: string }) => t.town === "Andover")
    andover.fares = andover.fares.filter((f: { airport: string; vehicle: string }) => !(f.airport === "MHT" && f.vehicle === "luxury-suv"))
    andover.fares[0].airport = "PVD"
    write(rates, data)
    const found = messages()
    expect(found).toContain(
      `${at(rates, '"airportFares"')}: airportFares: has no flat rates for Dracut, MA, a town served, listed in content/towns/dracut-ma.mdx. Add an entry with its ZIP codes and a fare to each airport in each vehicle.`,
    )
    expect(found.some((m) => /airportFares\[0\]\.fares: has no fare from Andover, MA to MHT in the vehicle "luxury-suv"/.test(m))).toBe(
      true,
    )
    expect(found.some((m) => /airportFares\[0\]\.fares\[0\]\.airport: "PVD" is not one of the airports listed \(BOS, MHT\)/.test(m))).toBe(
      true,
    )
  })

  test("a new town starts with its rates: an entry for a town not on the site's lists yet is accepted", () => {
    const data = json(rates)
    data.airportFares.push({ ...data.airportFares[0], town: "Concord", state: "NH", zips: ["03301"] })
    write(rates, data)
    expect(messages()).toEqual([])
  })

  test("a ZIP code that is not five digits, or belongs to two towns, is refused", () => {
    const data = json(rates)
    const added = data.airportFares[0].zips.length
    data.airportFares[0].zips.push("1810", data.airportFares[1].zips[0])
    write(rates, data)
    const found = messages().join("\n")
    expect(found).toContain(`airportFares[0].zips[${added}]: "1810" is not a ZIP code`)
    expect(found).toMatch(/airportFares\[1\]\.zips\[0\]: 01844 is also listed for Andover, MA/)
  })

  test("a vehicle with no hourly rate is named", () => {
    const data = json(rates)
    data.hourly = data.hourly.filter((h: { vehicle: string }) => h.vehicle !== "luxury-suv")
    write(rates, data)
    expect(messages()).toContain(
      `${at(rates, '"hourly"')}: hourly: has no entry for the vehicle "luxury-suv". List each vehicle of data/fleet.json once, with its rate and minimum hours.`,
    )
  })
})

describe("data/meeting-points.json: where the customer meets the chauffeur", () => {
  const points = "data/meeting-points.json"
  const json = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8"))
  const write = (file: string, data: unknown) => fs.writeFileSync(path.join(root, file), JSON.stringify(data, null, 2) + "\n")

  test("a missing or empty meeting point names the file, the field and what to write", () => {
    const data = json(points)
    delete data.address
    data.airports[0].terminals[1].point = " "
    data.airports[1].point = ""
    write(points, data)
    expect(messages()).toEqual([
      `${at(points, '"point": " "')}: airports[0].terminals[1].point: is empty. Write it: where to meet at this terminal: one to three sentences to the customer.`,
      `${at(points, '"point": ""')}: airports[1].point: is empty. Write it: where to meet when the pickup names no terminal of this airport: one to three sentences to the customer, agreeing with the meet-and-greet FAQ.`,
      `${points}: address: is missing. Add it: where to meet for a pickup at an address (a home, an office, a hotel): one to three sentences to the customer.`,
    ])
  })

  test("every airport of the rates has one meeting point; a new airport may start with its meeting point, before the rates list it", () => {
    const data = json(points)
    data.airports[1].airport = "PSM"
    data.airports.push({ ...data.airports[0], terminals: undefined })
    write(points, data)
    expect(messages()).toEqual([
      `${at(points, '"airports"')}: airports: has no meeting point for MHT (Manchester-Boston Regional Airport), an airport of data/rates.json. Add an entry with its code and where to meet there.`,
      `${at(points, '"BOS"', 20)}: airports[2].airport: "BOS" is listed twice. Give each airport one entry.`,
    ])
    data.airports = data.airports.slice(0, 2).concat({ ...data.airports[1], airport: "MHT" })
    write(points, data)
    expect(messages()).toEqual([])
  })

  test("a terminal must be among its airport's matches in the rates, so a pickup naming it is read as that airport", () => {
    const data = json(points)
    data.airports[0].terminals.push({ ...data.airports[0].terminals[0], name: "Terminal F" }, { ...data.airports[0].terminals[1] })
    write(points, data)
    expect(messages()).toEqual([
      `${at(points, '"Terminal F"')}: airports[0].terminals[4].name: "Terminal F" is not among the words data/rates.json lists for BOS (its matches), so a pickup address naming it would not be read as this airport. Add "terminal f" there, or correct the name.`,
      `${at(points, '"Terminal B"', 20)}: airports[0].terminals[5].name: "Terminal B" is listed twice. Give each terminal one entry.`,
    ])
  })
})
