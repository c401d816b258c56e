/** @jest-environment node */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { CROSS_FILE_RULES, hasAll, loadRelated, type LoadEntry } from "../admin/cross-file"

const root = path.resolve(__dirname, "../../..")
const json = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8"))
const page = (slug: string) => matter(fs.readFileSync(path.join(root, `content/services/${slug}.mdx`), "utf8")).data

/** The files as the editor's backend hands them over: an object file as is, a list file as { items }. */
const fromDisk: LoadEntry = async (collection) => {
  const data = json(`data/${collection}.json`)
  return { data: Array.isArray(data) ? { items: data } : data }
}

test("a service page's price is judged against the rates and service types the backend holds", async () => {
  const rule = CROSS_FILE_RULES["Service.price"]
  const files = await loadRelated(rule, fromDisk)
  expect(hasAll(rule, files)).toBe(true)
  const driver = page("personal-driver")
  expect(rule.judge(driver, files)).toBeUndefined()
  expect(rule.judge({ ...driver, price: "From $90/hr" }, files)).toBe(
    `price: "From $90/hr" disagrees with the hourly rates of this page's vehicles for "hourly" bookings in data/rates.json. Write "From $100/hr", or change the rates.`,
  )
  expect(rule.judge({ ...page("wedding"), price: "From $140" }, files)).toMatch(
    /^price: "From \$140" disagrees with this page's starting price .* Write "From \$150"/,
  )
  // Rates saved with a new figure: the page is judged against them, not against the rates of the build.
  const rates = files.Rates as { startingPrices: { page: string; from: number }[] }
  rates.startingPrices.find((p) => p.page === "wedding")!.from = 140
  expect(rule.judge({ ...page("wedding"), price: "From $140" }, files)).toBeUndefined()
})

test("a fleet card's price is judged against the vehicle's hourly rate, naming the card", async () => {
  const rule = CROSS_FILE_RULES.Vehicle
  const files = await loadRelated(rule, fromDisk)
  const fleet = json("data/fleet.json") as { slug: string; price: string }[]
  expect(rule.judge({ items: fleet }, files)).toBeUndefined()
  const changed = fleet.map((v) => (v.slug === "luxury-suv" ? { ...v, price: "From $110/hr" } : v))
  const index = changed.findIndex((v) => v.slug === "luxury-suv")
  expect(rule.judge({ items: changed }, files)).toBe(
    `price (item ${index + 1}, "luxury-suv"): "From $110/hr" disagrees with the hourly rate in data/rates.json. Write "From $115/hr", or change the rate there.`,
  )
})

test("a file the backend cannot give is left out, and the rule then says nothing rather than locking the editor", async () => {
  const rule = CROSS_FILE_RULES["Service.price"]
  const failing: LoadEntry = (collection, slug) =>
    collection === "rates" ? Promise.reject(new Error("offline")) : fromDisk(collection, slug)
  const files = await loadRelated(rule, failing)
  expect(Object.keys(files)).toEqual(["BookingService"])
  expect(hasAll(rule, files)).toBe(false)
})

test("a town page, or a city of the service areas, is refused until the rates it needs are saved, and accepted once they are", async () => {
  const rule = CROSS_FILE_RULES["Town.name"]
  const files = await loadRelated(rule, fromDisk)
  const andover = matter(fs.readFileSync(path.join(root, "content/towns/andover-ma.mdx"), "utf8")).data
  expect(rule.judge(andover, files)).toBeUndefined()
  const concord = { ...andover, name: "Concord", state: "NH" }
  expect(rule.judge(concord, files)).toBe(
    "name: data/rates.json has no flat rates for Concord, NH, a town served, listed in this page. Add an entry with its ZIP codes and a fare to each airport in each vehicle. Save it under Rates first, then this.",
  )

  const areas = CROSS_FILE_RULES.AreaGroup
  const groups = json("data/areas.json") as { state: string; stateCode: string; cities: string[] }[]
  expect(areas.judge({ items: groups }, files)).toBeUndefined()
  const nh = groups.findIndex((group) => group.stateCode === "NH")
  const withConcord = groups.map((group, i) => (i === nh ? { ...group, cities: [...group.cities, "Concord"] } : group))
  expect(areas.judge({ items: withConcord }, files)).toBe(
    `cities (New Hampshire, item ${groups[nh].cities.length + 1}, "Concord"): data/rates.json has no flat rates for Concord, NH, a town served, listed in the New Hampshire service area. Add an entry with its ZIP codes and a fare to each airport in each vehicle. Save it under Rates first, then this.`,
  )

  // The rates saved first, with Concord's entry: both are accepted.
  const rates = files.Rates as { airportFares: { town: string; state: string }[] }
  rates.airportFares.push({ ...rates.airportFares[0], town: "Concord", state: "NH" })
  expect(rule.judge(concord, files)).toBeUndefined()
  expect(areas.judge({ items: withConcord }, files)).toBeUndefined()
})

test("the meeting points are judged against the airports of the rates the backend holds, naming the field", async () => {
  const rule = CROSS_FILE_RULES["MeetingPoints.airports"]
  const files = await loadRelated(rule, fromDisk)
  expect(hasAll(rule, files)).toBe(true)
  const points = json("data/meeting-points.json") as { airports: { airport: string; terminals?: { name: string }[] }[] }
  expect(rule.judge(points, files)).toBeUndefined()
  const withoutMht = { ...points, airports: points.airports.filter((a) => a.airport !== "MHT") }
  expect(rule.judge(withoutMht, files)).toBe(
    "airports: has no meeting point for MHT (Manchester-Boston Regional Airport), an airport of data/rates.json. Add an entry with its code and where to meet there.",
  )
  const logan = points.airports[0]
  const renamed = { ...points, airports: [{ ...logan, terminals: [{ ...logan.terminals![0], name: "Terminal F" }] }, points.airports[1]] }
  expect(rule.judge(renamed, files)).toMatch(
    /^airports\[0\]\.terminals\[0\]\.name: "Terminal F" is not among the words data\/rates\.json lists for BOS/,
  )
  // Rates saved with the new terminal among Logan's matches: the meeting points are judged against them.
  const rates = files.Rates as { airports: { code: string; matches: string[] }[] }
  rates.airports.find((a) => a.code === "BOS")!.matches.push("terminal f")
  expect(rule.judge(renamed, files)).toBeUndefined()
})
