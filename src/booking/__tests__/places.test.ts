/** @jest-environment node */
import { QUOTE_TEXT, estimateFare, matchPlace, type Estimate, type PricedEstimate } from "../fare"
import { readPlace } from "../places"
import { RATES } from "../rates-data"

/**
 * Every town served, with the towns of the same name in the other New England states and New York
 * (and a few famous ones beyond), each with a ZIP code of its own where it has one. A town added to
 * data/rates.json must be added here, namesakes or none, or the first test fails.
 */
const NAMESAKES: Record<string, readonly (readonly [state: string, zip?: string])[]> = {
  "Andover, MA": [["NH", "03216"], ["ME", "04216"], ["CT", "06232"], ["VT"], ["NY", "14806"]],
  "Methuen, MA": [],
  "Dracut, MA": [],
  "Wilmington, MA": [
    ["VT", "05363"],
    ["NY", "12997"],
    ["DE", "19801"],
    ["NC", "28401"],
  ],
  "North Andover, MA": [],
  "Lawrence, MA": [
    ["NY", "11559"],
    ["KS", "66044"],
  ],
  "Lowell, MA": [["VT", "05847"], ["ME"]],
  "Tewksbury, MA": [["NJ"]],
  "Burlington, MA": [["VT", "05401"], ["CT", "06013"], ["ME", "04417"], ["NY"]],
  "Reading, MA": [["VT", "05062"], ["NY"], ["PA", "19601"]],
  "Haverhill, MA": [["NH", "03765"]],
  "Boston, MA": [["NY", "14025"]],
  "Windham, NH": [["ME", "04062"], ["CT", "06280"], ["VT"], ["NY", "12496"]],
  "Salem, NH": [
    ["MA", "01970"],
    ["CT", "06420"],
    ["NY", "12865"],
    ["OR", "97301"],
  ],
  "Pelham, NH": [["MA"], ["NY", "10803"]],
  "Londonderry, NH": [["VT", "05148"]],
  "Derry, NH": [["PA", "15627"]],
  "Hudson, NH": [
    ["MA", "01749"],
    ["ME", "04449"],
    ["NY", "12534"],
  ],
  "Nashua, NH": [["IA"]],
  "Manchester, NH": [
    ["MA", "01944"],
    ["CT", "06040"],
    ["VT", "05254"],
    ["ME", "04351"],
    ["NY", "14504"],
  ],
  "Bedford, NH": [
    ["MA", "01730"],
    ["NY", "10506"],
  ],
  "Atkinson, NH": [["ME"]],
  "Hampstead, NH": [],
  "Merrimack, NH": [],
}

/** How an address may write each state of the table: postal code, name, and an abbreviation. */
const WRITTEN: Record<string, readonly string[]> = {
  MA: ["MA", "Massachusetts", "Mass."],
  NH: ["NH", "New Hampshire", "N.H."],
  ME: ["ME", "Maine"],
  VT: ["VT", "Vermont", "Vt."],
  CT: ["CT", "Connecticut", "Conn."],
  NY: ["NY", "New York", "N.Y."],
  PA: ["PA", "Pennsylvania", "Pa."],
  DE: ["DE", "Delaware"],
  NC: ["NC", "North Carolina"],
  KS: ["KS", "Kansas"],
  NJ: ["NJ", "New Jersey"],
  OR: ["OR", "Oregon"],
  IA: ["IA", "Iowa"],
}

const served = RATES.airportFares.map((entry) => ({ ...entry, name: `${entry.town}, ${entry.state}` }))
const logan = (pickupLocation: string): Estimate =>
  estimateFare({ serviceType: "airport", vehicle: "executive-sedan", pickupLocation, dropoffLocation: "Logan" })
const sedanToLogan = (town: (typeof served)[number]) =>
  town.fares.find((fare) => fare.airport === "BOS" && fare.vehicle === "executive-sedan")!.amount

function priced(estimate: Estimate): PricedEstimate {
  if (estimate.kind !== "estimate") throw new Error(`expected a price, got ${estimate.kind}: ${estimate.summary}`)
  return estimate
}

test("the table names every town served, and nothing else", () => {
  expect(Object.keys(NAMESAKES).sort()).toEqual(served.map((town) => town.name).sort())
})

describe.each(served.map((town) => [town.name, town] as const))("%s", (name, town) => {
  test.each(WRITTEN[town.state].map((state) => [state] as const))(`"${town.town}, %s" is ${name}, and the estimate says so`, (state) => {
    const estimate = priced(logan(`14 Main St, ${town.town}, ${state}`))
    expect(estimate.amount).toBe(sedanToLogan(town))
    expect(estimate.trip).toBe(`${name} to Logan, one way`)
  })

  test(`its ZIP codes, with or without the state, a ZIP+4 or the country, are ${name}`, () => {
    for (const zip of town.zips) {
      expect(matchPlace(`${town.town}, ${town.state} ${zip}`)).toMatchObject({ town: town.town, state: town.state, name })
      expect(matchPlace(`1 Main St ${zip}-1234`)).toMatchObject({ name })
      expect(matchPlace(`1 Main St, ${town.town} ${zip}, USA`)).toMatchObject({ name })
    }
  })

  const others = NAMESAKES[name] ?? []
  if (others.length > 0) {
    test.each(others.flatMap(([state, zip]) => WRITTEN[state].map((written) => [written, state, zip] as const)))(
      `"${town.town}, %s" is not ${name}: quoted, saying which ${town.town} is served`,
      (written, state, zip) => {
        for (const address of [`14 Main St, ${town.town}, ${written}`, ...(zip ? [`14 Main St, ${town.town}, ${written} ${zip}`] : [])]) {
          const estimate = logan(address)
          expect(estimate.kind).toBe("quote")
          expect(estimate.summary).toMatch(new RegExp(`^${QUOTE_TEXT}: the ${town.town} our flat rates cover is ${name}, `))
          expect(estimate.summary).not.toContain("$")
        }
        expect(readPlace(`${town.town}, ${written}`, RATES)).toMatchObject({
          kind: "namesake",
          written: `${town.town}, ${state}`,
          by: "state",
        })
      },
    )
  }

  const zips = others.flatMap(([, zip]) => (zip ? [zip] : []))
  if (zips.length > 0) {
    test.each(zips)(`the name with the ZIP code %s alone is not ${name}: the ZIP code decides`, (zip) => {
      expect(readPlace(`14 Main St, ${town.town} ${zip}`, RATES)).toMatchObject({ kind: "namesake", by: "zip", written: `ZIP code ${zip}` })
      expect(logan(`14 Main St, ${town.town} ${zip}`).summary).toBe(
        `${QUOTE_TEXT}: the ${town.town} our flat rates cover is ${name}, and ZIP code ${zip} is not in it.`,
      )
    })
  }
})

describe("the defects as reported", () => {
  test.each([
    ["10 Derby St, Salem, MA 01970", "Salem, NH"],
    ["Bedford, MA", "Bedford, NH"],
    ["Hudson, MA", "Hudson, NH"],
    ["Reading, PA", "Reading, MA"],
    ["Windham, ME", "Windham, NH"],
  ])("%s to Logan is quoted, not priced as %s", (pickupLocation, servedTown) => {
    const estimate = logan(pickupLocation)
    expect(estimate).toMatchObject({ kind: "quote" })
    expect(estimate.summary).toContain(`${QUOTE_TEXT}: `)
    expect(estimate.summary).toContain(`cover is ${servedTown}`)
  })
})

describe("a street named after a town served is only a street", () => {
  test.each([
    ["12 Salem St, Medford, MA"],
    ["5 Boston Rd, Chelmsford"],
    ["40 Andover Street, Georgetown, MA"],
    ["9 Nashua Road, Hollis, NH"],
  ])("%s to Logan is quoted: the town named is a street", (pickupLocation) => {
    expect(matchPlace(pickupLocation)).toBeNull()
    expect(logan(pickupLocation)).toMatchObject({ kind: "quote" })
  })

  test("a street of a town served keeps its town's fare (the street name comes first)", () => {
    expect(matchPlace("12 Salem Street, Andover, MA")).toMatchObject({ name: "Andover, MA" })
    expect(matchPlace("3 Boston Road, Andover")).toMatchObject({ name: "Andover, MA" })
  })

  test("a street named Logan is not the airport", () => {
    expect(matchPlace("5 Logan Ave, Andover, MA")).toMatchObject({ kind: "town", name: "Andover, MA" })
    expect(matchPlace("Logan Airport, Terminal B")).toMatchObject({ kind: "airport", code: "BOS" })
  })
})

describe("a ZIP code decides over a town's name", () => {
  test("a ZIP code of another town served is that town, and the estimate names it", () => {
    expect(matchPlace("10 Derby St, Salem 03087")).toMatchObject({ name: "Windham, NH" })
    expect(priced(logan("10 Derby St, Salem NH 03087")).trip).toBe("Windham, NH to Logan, one way")
  })

  test("a ZIP code of a town served with a state that is not the town's: neither is trusted", () => {
    expect(readPlace("Salem, MA 03079", RATES)).toEqual({ kind: "none" })
    expect(logan("Salem, MA 03079").kind).toBe("quote")
  })

  test("a ZIP code of no town served, with no town served named: nothing we price", () => {
    expect(readPlace("Providence, RI 02903", RATES)).toEqual({ kind: "none" })
  })

  test("a street number of five digits is not a ZIP code; the ZIP code is the one at the end or after the state", () => {
    expect(matchPlace("12345 Main St, Salem, NH")).toMatchObject({ name: "Salem, NH" })
    expect(matchPlace("12345 Main St, Salem, NH 03079")).toMatchObject({ name: "Salem, NH" })
    expect(matchPlace("01970 Derby St, Salem, NH")).toMatchObject({ name: "Salem, NH" })
    expect(matchPlace("12 Elm St, Salem, NH 03079, back entrance")).toMatchObject({ name: "Salem, NH" })
    expect(readPlace("12345 Main St, Salem, MA 01970", RATES)).toMatchObject({ kind: "namesake", by: "zip" })
  })

  test("a ZIP code of a village inside a town served is that town", () => {
    expect(matchPlace("North Salem, NH 03073")).toMatchObject({ name: "Salem, NH" })
    expect(matchPlace("East Derry, NH 03041")).toMatchObject({ name: "Derry, NH" })
    expect(matchPlace("South Boston, MA 02127")).toMatchObject({ name: "Boston, MA" })
  })
})

describe("a longer name around a town served is another town", () => {
  test.each([
    ["New Bedford, MA", "Bedford, NH"],
    ["New Bedford", "Bedford, NH"],
    ["New Boston, NH", "Boston, MA"],
    ["North Reading", "Reading, MA"],
    ["12 Main St, Manchester-by-the-Sea", "Manchester, NH"],
    ["South Burlington, VT", "Burlington, MA"],
    ["Hudson Falls", "Hudson, NH"],
    ["Winston-Salem", "Salem, NH"],
  ])("%s is not %s", (address, servedTown) => {
    expect(matchPlace(address)).toBeNull()
    expect(logan(address).summary).toContain(`cover is ${servedTown}, not `)
  })

  test("a town served whose name holds another (North Andover) is itself; a street named after a town is not a town", () => {
    expect(matchPlace("200 Sutton St, North Andover, MA")).toMatchObject({ name: "North Andover, MA" })
    expect(matchPlace("12 Salem Street, Andover, MA")).toMatchObject({ name: "Andover, MA" })
    expect(matchPlace("12 Salem Street, Andover, NH")).toBeNull()
    expect(matchPlace("9 Boston Rd, Windham")).toMatchObject({ name: "Windham, NH" })
  })

  test("a similar spelling is not the town: Merrimac, MA is not Merrimack, NH", () => {
    expect(matchPlace("Merrimac, MA")).toBeNull()
  })
})

test("Manchester's airport written with the state is the airport, not the town", () => {
  for (const address of ["Manchester NH Airport", "Manchester, NH airport", "Manchester, New Hampshire Airport"])
    expect(matchPlace(address)).toMatchObject({ kind: "airport", code: "MHT" })
  expect(estimateFare({ serviceType: "airport", pickupLocation: "Manchester, NH airport", dropoffLocation: "Logan" }).kind).toBe("quote")
})

test("a return into a namesake makes the whole trip a quote, saying why", () => {
  const estimate = estimateFare({
    serviceType: "airport",
    pickupLocation: "Andover, MA",
    dropoffLocation: "Logan",
    returnTrip: true,
    returnDropoff: "Salem, Mass.",
  })
  expect(estimate.summary).toBe(`${QUOTE_TEXT}: the Salem our flat rates cover is Salem, NH, not Salem, MA.`)
})
