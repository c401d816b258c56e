/**
 * The content check's rules for data/rates.json across files: every vehicle has an hourly rate,
 * every town served (data/areas.json and the town pages) has a flat rate to every airport in every
 * vehicle (an entry may come before its town is on those lists: a new town starts with its rates,
 * so each step of adding it, in the editor too, leaves a site that builds), and the "From $…"
 * prices on fleet cards and service pages agree with the rates (a flat airport rate, an hourly rate
 * with its service's surcharge, or the page's starting price), so a visitor never reads two
 * different figures for the same thing.
 */
import type { ContentRecord } from "./fields"
import { serviceHourlyRate, startingPriceText } from "../booking/rates"
import { plainObjectsIn, textOf } from "./value-rules"

export interface RuleProblem {
  record: ContentRecord
  fieldPath: string
  message: string
}

type Data = Record<string, unknown>

/** The price text a vehicle's card must show for its hourly rate. */
export const hourlyPriceText = (rate: number) => startingPriceText({ from: rate, per: "hour" })
/** The price text an airport service must show: its lowest flat rate. */
export const airportPriceText = (lowest: number) => startingPriceText({ from: lowest, per: "trip" })

export function rateProblems(records: readonly ContentRecord[]): RuleProblem[] {
  const of = (typeName: string) => records.filter((r) => r.collection.typeName === typeName)
  const rates = of("Rates")[0]
  if (!rates) return []
  const problems: RuleProblem[] = []
  const report = (record: ContentRecord, fieldPath: string, message: string) => problems.push({ record, fieldPath, message })

  const vehicles = of("Vehicle")
  const slugs = vehicles.map((v) => textOf(v.data.slug)).filter(Boolean)
  const hourly = plainObjectsIn(rates.data.hourly)
  for (const slug of slugs) {
    const count = hourly.filter((h) => h.vehicle === slug).length
    if (count !== 1)
      report(
        rates,
        "hourly",
        `${count === 0 ? "has no" : "has more than one"} entry for the vehicle "${slug}". List each vehicle of data/fleet.json once, with its rate and minimum hours.`,
      )
  }
  for (const vehicle of vehicles) {
    const problem = vehiclePriceProblem(vehicle.data, rates.data)
    if (problem) report(vehicle, "price", problem)
  }

  const airports = plainObjectsIn(rates.data.airports).map((a) => textOf(a.code))
  airports.forEach((code, i) => {
    if (airports.indexOf(code) !== i) report(rates, `airports[${i}].code`, `"${code}" is listed twice. Each airport once.`)
  })

  const entries = plainObjectsIn(rates.data.airportFares)
  const served = new Map<string, string>()
  for (const group of of("AreaGroup")) {
    const cities = Array.isArray(group.data.cities) ? group.data.cities : []
    for (const city of cities)
      served.set(`${textOf(city)}, ${textOf(group.data.stateCode)}`, `data/areas.json (${textOf(group.data.state)})`)
  }
  const states = of("AreaGroup").map((group) => group.data.stateCode)
  // A town page with an impossible state is the field check's to report.
  for (const town of of("Town").filter((t) => states.includes(t.data.state)))
    served.set(`${textOf(town.data.name)}, ${textOf(town.data.state)}`, town.file)
  const listed = entries.map((e) => `${textOf(e.town)}, ${textOf(e.state)}`)
  for (const [town, where] of served) {
    const problem = townFaresProblem(town, where, rates.data)
    if (problem) report(rates, "airportFares", problem)
  }
  const zipOwner = new Map<string, string>()
  entries.forEach((entry, i) => {
    const name = listed[i]
    const at = `airportFares[${i}]`
    if (listed.indexOf(name) !== i) report(rates, `${at}.town`, `${name} is listed twice. Keep one entry per town.`)
    const zips = Array.isArray(entry.zips) ? entry.zips : []
    zips.forEach((zip, z) => {
      const code = textOf(zip)
      if (!/^\d{5}$/.test(code)) report(rates, `${at}.zips[${z}]`, `"${code}" is not a ZIP code. Write five digits, e.g. "01810".`)
      else if (zipOwner.has(code))
        report(rates, `${at}.zips[${z}]`, `${code} is also listed for ${zipOwner.get(code)}. A ZIP code belongs to one town.`)
      else zipOwner.set(code, name)
    })
    const fares = plainObjectsIn(entry.fares)
    fares.forEach((fare, f) => {
      if (!airports.includes(textOf(fare.airport)))
        report(rates, `${at}.fares[${f}].airport`, `"${textOf(fare.airport)}" is not one of the airports listed (${airports.join(", ")}).`)
    })
    for (const code of airports) {
      for (const slug of slugs) {
        const count = fares.filter((fare) => fare.airport === code && fare.vehicle === slug).length
        if (count !== 1)
          report(
            rates,
            `${at}.fares`,
            `${count === 0 ? "has no" : "has more than one"} fare from ${name} to ${code} in the vehicle "${slug}". Give exactly one.`,
          )
      }
    }
  })

  const surcharges = plainObjectsIn(rates.data.serviceSurcharges)
  const fareOf = new Map(of("BookingService").map((service) => [textOf(service.data.value), textOf(service.data.fare)]))
  surcharges.forEach((surcharge, i) => {
    const service = textOf(surcharge.service)
    if (surcharges.findIndex((other) => other.service === service) !== i)
      report(rates, `serviceSurcharges[${i}].service`, `"${service}" is listed twice. Each service once.`)
    else if (fareOf.has(service) && fareOf.get(service) !== "hourly")
      report(
        rates,
        `serviceSurcharges[${i}].service`,
        `"${service}" is not priced by the hour (its fare in data/booking-services.json is "${fareOf.get(service)}"), so a surcharge per hour means nothing for it.`,
      )
  })
  const starting = plainObjectsIn(rates.data.startingPrices)
  starting.forEach((price, i) => {
    if (starting.findIndex((other) => other.page === price.page) !== i)
      report(rates, `startingPrices[${i}].page`, `"${textOf(price.page)}" is listed twice. Each page once.`)
  })

  const bookingServices = of("BookingService").map((service) => service.data)
  for (const service of of("Service")) {
    const problem = servicePriceProblem(service.data, rates.data, bookingServices)
    if (problem) report(service, "price", problem)
  }
  return problems
}

/**
 * What data/rates.json lacks for a town served ("Andover, MA") named in `where`, or undefined.
 * Shared with the editor, which refuses a town page or a city of the service areas whose fares are
 * not saved yet.
 */
export function townFaresProblem(town: string, where: string, rates: Data): string | undefined {
  if (plainObjectsIn(rates.airportFares).some((entry) => `${textOf(entry.town)}, ${textOf(entry.state)}` === town)) return undefined
  return `has no flat rates for ${town}, a town served, listed in ${where}. Add an entry with its ZIP codes and a fare to each airport in each vehicle.`
}

/**
 * What is wrong with a fleet card's price against data/rates.json, or undefined. Shared with the
 * editor, which judges the card as it is typed against the rates as they are saved.
 */
export function vehiclePriceProblem(vehicle: Data, rates: Data): string | undefined {
  const rate = plainObjectsIn(rates.hourly).find((h) => h.vehicle === vehicle.slug)?.rate
  const price = textOf(vehicle.price)
  // An empty or missing price is the field check's to report.
  if (typeof rate !== "number" || !price.trim() || price === hourlyPriceText(rate)) return undefined
  return `"${price}" disagrees with the hourly rate in data/rates.json. Write "${hourlyPriceText(rate)}", or change the rate there.`
}

/**
 * What is wrong with a service page's price against data/rates.json (and the fares of
 * data/booking-services.json), or undefined. Shared with the editor, as above.
 */
export function servicePriceProblem(service: Data, rates: Data, bookingServices: readonly Data[]): string | undefined {
  const price = textOf(service.price).trim()
  if (!price) return undefined
  const fareOf = new Map(bookingServices.map((b) => [textOf(b.value), textOf(b.fare)]))
  const expected = expectedPrice(service, rates, fareOf)
  return expected && price !== expected.text ? `"${price}" ${expected.disagreement}` : undefined
}

interface Expected {
  text: string
  /** Completes the sentence that begins with the page's price. */
  disagreement: string
}

/** The price a service page must show, from data/rates.json; null when its price need not carry a figure. */
function expectedPrice(service: Data, rates: Data, fareOf: Map<string, string>): Expected | null {
  const slug = textOf(service.slug)
  const entry = plainObjectsIn(rates.startingPrices).find((price) => price.page === slug)
  if (entry && typeof entry.from === "number") {
    const text = startingPriceText({ from: entry.from, per: textOf(entry.per) })
    return {
      text,
      disagreement: `disagrees with this page's starting price in data/rates.json (startingPrices). Write "${text}", or change it there.`,
    }
  }
  const price = textOf(service.price)
  if (!price.includes("$")) return null
  const chosen = Array.isArray(service.vehicles) ? service.vehicles.map(textOf) : []
  const suits = (vehicle: unknown) => chosen.length === 0 || chosen.includes(textOf(vehicle))
  const bookingType = textOf(service.bookingType)
  const basis = fareOf.get(bookingType)
  if (basis === "airport") {
    const amounts = plainObjectsIn(rates.airportFares).flatMap((entry) =>
      plainObjectsIn(entry.fares)
        .filter((fare) => suits(fare.vehicle))
        .map((fare) => fare.amount),
    )
    const lowest = Math.min(...amounts.filter((a): a is number => typeof a === "number"))
    if (!Number.isFinite(lowest)) return null
    const text = airportPriceText(lowest)
    return {
      text,
      disagreement: `disagrees with the lowest flat airport rate of this page's vehicles in data/rates.json. Write "${text}", or change the rates.`,
    }
  }
  if (basis === "hourly") {
    const surcharges = plainObjectsIn(rates.serviceSurcharges) as unknown as Parameters<typeof serviceHourlyRate>[0]["serviceSurcharges"]
    const baseRates = plainObjectsIn(rates.hourly)
      .filter((h) => suits(h.vehicle))
      .map((h) => h.rate)
    const lowest = Math.min(
      ...baseRates
        .filter((r): r is number => typeof r === "number")
        .map((rate) => serviceHourlyRate({ serviceSurcharges: surcharges }, bookingType, rate)),
    )
    if (!Number.isFinite(lowest)) return null
    const text = hourlyPriceText(lowest)
    return {
      text,
      disagreement: `disagrees with the hourly rates of this page's vehicles for "${bookingType}" bookings in data/rates.json. Write "${text}", or change the rates.`,
    }
  }
  // An unknown service type is the reference check's to report.
  if (basis !== "quote") return null
  return {
    text: "",
    disagreement: `names a figure, but "${bookingType}" trips are quoted by dispatch. Add this page to startingPrices in data/rates.json with that figure, or write a price without one, such as "Group rates".`,
  }
}
