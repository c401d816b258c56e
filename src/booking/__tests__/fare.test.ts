/** @jest-environment node */
import { QUOTE_TEXT, estimateFare, matchPlace, returnRoute, type Estimate, type PricedEstimate } from "../fare"
import type { Rates } from "../rates"
import { RATES, VEHICLES } from "../rates-data"

function priced(estimate: Estimate): PricedEstimate {
  if (estimate.kind !== "estimate") throw new Error(`expected a price, got ${estimate.kind}: ${estimate.summary}`)
  return estimate
}

describe("flat airport rates, over every town × airport × vehicle of data/rates.json", () => {
  const cases = RATES.airportFares.flatMap((entry) =>
    entry.fares.map((fare) => {
      const airport = RATES.airports.find((a) => a.code === fare.airport)!
      return [entry.town, entry.state, airport.code, airport.name, fare.vehicle, fare.amount, entry.zips[0]] as const
    }),
  )

  test("every town has a fare to every airport in every vehicle", () => {
    expect(cases).toHaveLength(RATES.airportFares.length * RATES.airports.length * VEHICLES.length)
  })

  test.each(cases)("%s, %s ↔ %s in the %s… (%s): $%d", (town, state, code, airportName, vehicle, amount, zip) => {
    const there = estimateFare({
      serviceType: "airport",
      vehicle,
      pickupLocation: `14 Main Street, ${town}, ${state}`,
      dropoffLocation: airportName,
    })
    expect(priced(there).amount).toBe(amount)
    // The other way round, the airport typed by its code and the town by its ZIP code alone.
    const back = estimateFare({ serviceType: "airport", vehicle, pickupLocation: code, dropoffLocation: zip })
    expect(priced(back).amount).toBe(amount)
    // A return trip is both legs; each stop adds the stop charge once.
    const round = estimateFare({
      serviceType: "airport",
      vehicle,
      pickupLocation: town,
      dropoffLocation: code,
      returnTrip: true,
      stops: ["a", "b"],
    })
    expect(priced(round).amount).toBe(2 * amount + 2 * RATES.extraStop)
  })
})

describe("reading what visitors type", () => {
  test.each([
    ["Logan", "BOS"],
    ["BOS", "BOS"],
    ["logan airport, terminal B", "BOS"],
    ["Terminal E arrivals", "BOS"],
    ["MHT", "MHT"],
    ["Manchester-Boston Regional Airport", "MHT"],
    ["manchester airport", "MHT"],
  ])("%j is the airport %s", (text, code) => {
    expect(matchPlace(text)).toMatchObject({ kind: "airport", code })
  })

  test.each([
    ["Andover", "Andover"],
    ["12 Main St, Andover, MA 01810", "Andover"],
    ["North Andover", "North Andover"],
    ["200 Sutton St, north andover", "North Andover"],
    ["12 Salem Street, Andover", "Andover"],
    ["Manchester, NH", "Manchester"],
    ["03087", "Windham"],
    ["1 Market Sq, 01832", "Haverhill"],
  ])("%j is the town %s", (text, town) => {
    expect(matchPlace(text)).toMatchObject({ kind: "town", town })
  })

  test.each(["", "   ", "Portland, Maine", "Providence RI 02903", "Gate 12"])("%j is no place we price", (text) => {
    expect(matchPlace(text)).toBeNull()
  })
})

describe("what is not a flat-rate trip is quoted, not guessed", () => {
  test.each([
    ["an unknown town", "Portland, ME", "Logan"],
    ["two towns", "Andover", "Salem, NH"],
    ["two airports", "Logan", "MHT"],
  ])("%s", (_, pickupLocation, dropoffLocation) => {
    const estimate = estimateFare({ serviceType: "airport", pickupLocation, dropoffLocation })
    expect(estimate.kind).toBe("quote")
    expect(estimate.summary).toContain(QUOTE_TEXT)
  })

  test("long distance is always quoted", () => {
    expect(estimateFare({ serviceType: "long-distance", pickupLocation: "Andover", dropoffLocation: "Logan" })).toMatchObject({
      kind: "quote",
    })
  })

  test("no service or no addresses yet: nothing to price", () => {
    expect(estimateFare({ serviceType: "" }).kind).toBe("incomplete")
    expect(estimateFare({ serviceType: "airport", pickupLocation: "Andover" }).kind).toBe("incomplete")
  })
})

describe("a return by a different route", () => {
  const fare = (town: string, code: string, vehicle: string) =>
    RATES.airportFares.find((t) => t.town === town)!.fares.find((f) => f.airport === code && f.vehicle === vehicle)!.amount

  test("an end left empty is the ride there reversed", () => {
    expect(returnRoute({ pickupLocation: "Andover", dropoffLocation: "Logan", returnPickup: "", returnDropoff: " " })).toEqual({
      from: "Logan",
      to: "Andover",
    })
    expect(returnRoute({ pickupLocation: "Andover", dropoffLocation: "Logan", returnPickup: "MHT" })).toEqual({
      from: "MHT",
      to: "Andover",
    })
    expect(returnRoute({ pickupLocation: "Andover", dropoffLocation: "Logan", returnDropoff: "Salem, NH" })).toEqual({
      from: "Logan",
      to: "Salem, NH",
    })
  })

  test("out through Logan, back into Manchester: each leg at its own flat rate", () => {
    const manchester = RATES.airports.find((airport) => airport.code === "MHT")!.shortName
    const estimate = priced(
      estimateFare({
        serviceType: "airport",
        vehicle: "luxury-suv",
        pickupLocation: "Andover",
        dropoffLocation: "Logan",
        returnTrip: true,
        returnPickup: "Manchester airport",
      }),
    )
    expect(estimate.options[0].items).toEqual([
      { label: "Andover, MA to Logan, flat rate", amount: fare("Andover", "BOS", "luxury-suv") },
      { label: `Return, ${manchester} to Andover, MA`, amount: fare("Andover", "MHT", "luxury-suv") },
    ])
    expect(fare("Andover", "MHT", "luxury-suv")).not.toBe(fare("Andover", "BOS", "luxury-suv"))
    expect(estimate.trip).toBe(`Andover, MA to Logan, return ${manchester} to Andover, MA`)
  })

  test("home to another town served: that town's fare for the return", () => {
    const estimate = priced(
      estimateFare({
        serviceType: "airport",
        vehicle: "executive-sedan",
        pickupLocation: "Andover",
        dropoffLocation: "BOS",
        returnTrip: true,
        returnDropoff: "Nashua, NH",
      }),
    )
    expect(estimate.amount).toBe(fare("Andover", "BOS", "executive-sedan") + fare("Nashua", "BOS", "executive-sedan"))
  })

  test("a return with no flat rate (to an unknown town) makes the whole trip a quote", () => {
    const estimate = estimateFare({
      serviceType: "airport",
      pickupLocation: "Andover",
      dropoffLocation: "Logan",
      returnTrip: true,
      returnDropoff: "Portland, ME",
    })
    expect(estimate.kind).toBe("quote")
    // …and without the return, the same trip has its flat rate.
    expect(
      estimateFare({
        serviceType: "airport",
        pickupLocation: "Andover",
        dropoffLocation: "Logan",
        returnTrip: false,
        returnDropoff: "Portland, ME",
      }).kind,
    ).toBe("estimate")
  })
})

describe("with no vehicle chosen: the range over vehicles that seat the party", () => {
  const fares = (town: string, code: string) => RATES.airportFares.find((t) => t.town === town)!.fares.filter((f) => f.airport === code)

  test("every vehicle for a small party", () => {
    const estimate = priced(estimateFare({ serviceType: "airport", pickupLocation: "Andover", dropoffLocation: "Logan", passengers: "2" }))
    const amounts = fares("Andover", "BOS").map((f) => f.amount)
    expect(estimate.amount).toBeNull()
    expect([estimate.low, estimate.high]).toEqual([Math.min(...amounts), Math.max(...amounts)])
    expect(estimate.options).toHaveLength(VEHICLES.length)
  })

  test("only the vehicles with enough seats for a larger one", () => {
    const estimate = priced(estimateFare({ serviceType: "airport", pickupLocation: "Windham", dropoffLocation: "MHT", passengers: "6" }))
    const seated = VEHICLES.filter((v) => v.passengers >= 6).map((v) => v.slug)
    expect(estimate.options.map((o) => o.vehicle)).toEqual(seated)
    expect(seated).not.toContain("executive-sedan")
  })
})

describe("by the hour (hourly, corporate, wedding, event)", () => {
  test.each(["hourly", "corporate", "wedding", "event"])("%s: hours × rate, never under the vehicle's minimum", (serviceType) => {
    const surcharge = RATES.serviceSurcharges.find((s) => s.service === serviceType)?.perHour ?? 0
    for (const { vehicle, rate: baseRate, minimumHours } of RATES.hourly) {
      const rate = baseRate + surcharge
      expect(priced(estimateFare({ serviceType, vehicle, hours: "" })).amount).toBe(minimumHours * rate)
      expect(priced(estimateFare({ serviceType, vehicle, hours: String(minimumHours - 1) })).amount).toBe(minimumHours * rate)
      expect(priced(estimateFare({ serviceType, vehicle, hours: "6" })).amount).toBe(6 * rate)
      expect(priced(estimateFare({ serviceType, vehicle, hours: "6", returnTrip: true })).amount).toBe(12 * rate)
      // Stops are part of the time booked.
      expect(priced(estimateFare({ serviceType, vehicle, hours: "6", stops: ["a", "b", "c"] })).amount).toBe(6 * rate)
    }
  })
})

test("corporate and hourly service cost more by the hour than weddings and events, as their pages say", () => {
  const sedan = (serviceType: string) => priced(estimateFare({ serviceType, vehicle: "executive-sedan", hours: "3" }))
  expect(sedan("wedding").amount).toBe(3 * 85)
  expect(sedan("event").amount).toBe(3 * 85)
  expect(sedan("corporate").amount).toBe(3 * 95)
  expect(sedan("hourly").amount).toBe(3 * 100)
  expect(sedan("hourly").options[0].items[0].label).toBe("3 hours × $100")
})

describe("a booking started from a service page with a starting price", () => {
  const pages = RATES.startingPrices.map((price) => [price.page, price] as const)

  test.each(pages)("%s: the estimate of its service, and a note naming the page's figure", (page, price) => {
    const estimate = estimateFare({ serviceType: "hourly", servicePage: page, vehicle: "executive-sedan", hours: "4" })
    const sentence = `${price.label} start at $${price.from}${price.per === "hour" ? " an hour" : ""}.`
    expect(priced(estimate).amount).toBe(4 * 100) // still hours × rate, as every hourly booking
    expect(priced(estimate).note).toContain(sentence)
    expect(estimate.summary).toContain(sentence)
    // A quoted service (long distance) names the figure in its quote instead.
    const quoted = estimateFare({ serviceType: "long-distance", servicePage: page })
    expect(quoted.kind).toBe("quote")
    expect(quoted.summary).toContain(sentence.charAt(0).toLowerCase() + sentence.slice(1))
  })

  test("the wedding page's figure beside the wedding estimate the visitor reads", () => {
    const estimate = priced(estimateFare({ serviceType: "wedding", servicePage: "wedding", vehicle: "executive-sedan" }))
    expect(estimate.amount).toBe(2 * 85)
    expect(estimate.note).toBe(
      "Wedding transfers start at $150. For a single transfer, say so in special requests and dispatch will quote it.",
    )
  })

  test("a page without a starting price, or none at all, is priced as usual, with no note", () => {
    expect(priced(estimateFare({ serviceType: "corporate", servicePage: "corporate", vehicle: "executive-sedan" })).note).toBeUndefined()
    expect(priced(estimateFare({ serviceType: "hourly", servicePage: "no-such-page", vehicle: "executive-sedan" })).note).toBeUndefined()
    expect(estimateFare({ serviceType: "long-distance", servicePage: "no-such-page" }).summary).toBe(
      `${QUOTE_TEXT}: dispatch prices long-distance trips by their route.`,
    )
  })
})

test("a small rate table of its own: the estimate's parts and sentence", () => {
  const rates: Rates = {
    hourly: [{ vehicle: "sedan", rate: 100, minimumHours: 3 }],
    serviceSurcharges: [],
    startingPrices: [],
    extraStop: 15,
    airports: [{ code: "XYZ", name: "Example Field", shortName: "Example", matches: ["example field"] }],
    airportFares: [{ town: "Springfield", state: "MA", zips: ["01101"], fares: [{ airport: "XYZ", vehicle: "sedan", amount: 130 }] }],
    includes: [],
    excludes: [],
    note: "",
  }
  const vehicles = [{ slug: "sedan", name: "Sedan", passengers: 3, luggage: 3 }]
  const estimate = priced(
    estimateFare(
      { serviceType: "airport", pickupLocation: "Springfield", dropoffLocation: "XYZ", returnTrip: true, stops: ["Main St", ""] },
      rates,
      vehicles,
    ),
  )
  expect(estimate.options[0].items).toEqual([
    { label: "Springfield, MA to Example, flat rate", amount: 130 },
    { label: "Return, Example to Springfield, MA", amount: 130 },
    { label: "1 stop × $15", amount: 15 },
  ])
  expect(estimate.amount).toBe(275)
  expect(estimate.summary).toMatch(/^Estimated fare \$275 in the Sedan, Springfield, MA to Example and back, 1 stop\./)
  expect(estimate.summary).toContain("not included")
  expect(
    estimateFare({ serviceType: "airport", pickupLocation: "Springfield", dropoffLocation: "XYZ", passengers: "5" }, rates, vehicles).kind,
  ).toBe("quote")
})
