/**
 * Which airport or town served an address names, for the fare (src/booking/fare.ts), in the form
 * and on the server alike. Forgiving about how it is typed ("Logan", "BOS", "Terminal B", a town,
 * a ZIP code alone), strict about where: a town is only the town served when nothing written says
 * otherwise. A state that is not the town's ("Salem, MA" is not Salem, NH), a ZIP code of another
 * place, or a longer name around it ("New Bedford") means another place, which dispatch quotes.
 */
import type { Rates, TownFares } from "./rates"
import { stateAt, stateBefore, wordsOf } from "./us-states"

export type Place = { kind: "airport"; code: string; name: string } | { kind: "town"; town: string; state: string; name: string }

/** What an address was read as: a place served, a namesake of a town served, or nothing we price. */
export type PlaceReading =
  | { kind: "place"; place: Place }
  /** Another place called like a town served; `written` is what says so ("Salem, MA", "ZIP code 01970", "New Bedford"). */
  | { kind: "namesake"; town: TownFares; written: string; by: "state" | "zip" | "name" }
  | { kind: "none" }

/**
 * Places in New England and New York whose names hold the name of a town served but are another
 * town. A place inside a town served (East Boston, East Derry, North Salem, NH) is not listed: its
 * state or ZIP code tells, as for any address. Any "New <town>" is another town too (New Boston, NH).
 */
export const OTHER_PLACES: readonly string[] = [
  "North Reading",
  "Manchester-by-the-Sea",
  "Manchester Center",
  "South Burlington",
  "South Londonderry",
  "East Andover",
  "North Haverhill",
  "Hudson Falls",
  "North Hudson",
  "Bedford Hills",
  "Bedford-Stuyvesant",
  "South Windham",
  "North Windham",
  "Pelham Manor",
  "Winston-Salem",
]

/** How a ZIP code may end an address after it: nothing, its four extra digits, the country. */
const AFTER_ZIP = [[], ["usa"], ["us"], ["united", "states"], ["united", "states", "of", "america"]]

/**
 * Words that make the name before them a street's ("12 Salem St, Medford", "5 Logan Ave"): New
 * England names streets after its towns, and a street is no guide to where the address is. ("Ct"
 * is not among them: it is Connecticut's code.)
 */
const STREET_WORDS = new Set([
  "st",
  "street",
  "rd",
  "road",
  "ave",
  "av",
  "avenue",
  "ln",
  "lane",
  "dr",
  "drive",
  "way",
  "blvd",
  "boulevard",
  "pl",
  "place",
  "court",
  "ter",
  "terr",
  "terrace",
  "pike",
  "turnpike",
  "tpke",
  "hwy",
  "highway",
  "pkwy",
  "parkway",
  "sq",
  "square",
  "cir",
  "circle",
  "row",
  "path",
  "trl",
  "trail",
  "aly",
  "alley",
  "ext",
  "extension",
])

/** Where the words of `phrase` occur in `words`, as [start, end) pairs; never as the name of a street. */
export function occurrences(words: readonly string[], phrase: readonly string[]): [number, number][] {
  const found: [number, number][] = []
  if (phrase.length === 0) return found
  for (let at = 0; at + phrase.length <= words.length; at++) {
    const end = at + phrase.length
    if (phrase.every((word, i) => words[at + i] === word) && !STREET_WORDS.has(words[end] ?? "")) found.push([at, end])
  }
  return found
}

/**
 * The index of the address's ZIP code, or -1: five digits ending the address (a ZIP+4 or the
 * country may follow), or right after a state. A street number ("12345 Main St") is neither.
 */
function zipIndex(words: readonly string[]): number {
  for (let at = words.length - 1; at >= 0; at--) {
    if (!/^\d{5}$/.test(words[at])) continue
    const rest = words.slice(/^\d{4}$/.test(words[at + 1] ?? "") ? at + 2 : at + 1)
    if (AFTER_ZIP.some((tail) => tail.length === rest.length && tail.every((word, i) => rest[i] === word))) return at
    if (stateBefore(words, at)) return at
  }
  return -1
}

interface Mention {
  start: number
  end: number
  /** The towns served of this name, or none for another place (OTHER_PLACES, "New …"). */
  towns: TownFares[]
  /** For another place: its name, and the town served its name holds. */
  other?: { name: string; town: TownFares }
}

/** The names to look for, as words, worked out once per rate table (the form reads the addresses at each keystroke). */
interface Names {
  airports: { place: Place; phrases: string[][] }[]
  towns: { words: string[]; towns: TownFares[] }[]
  others: { words: string[]; name: string; town: TownFares }[]
}

const namesCache = new WeakMap<Rates, Names>()

function namesOf(rates: Rates): Names {
  const cached = namesCache.get(rates)
  if (cached) return cached
  const airports = rates.airports.map((airport) => ({
    place: { kind: "airport", code: airport.code, name: airport.shortName } as const,
    phrases: [airport.code, ...airport.matches].map(wordsOf),
  }))
  const names = [...new Set(rates.airportFares.map((entry) => entry.town))]
  const towns = names.map((name) => ({ words: wordsOf(name), towns: rates.airportFares.filter((entry) => entry.town === name) }))
  const servedNames = new Set(towns.map((town) => town.words.join(" ")))
  const others = [...OTHER_PLACES, ...names.map((name) => `New ${name}`)].flatMap((name) => {
    const words = wordsOf(name)
    const town = towns.find((served) => occurrences(words, served.words).length > 0)
    return town && !servedNames.has(words.join(" ")) ? [{ words, name, town: town.towns[0] }] : []
  })
  const result = { airports, towns, others }
  namesCache.set(rates, result)
  return result
}

/** Every town served and every other place named in the address, without those inside a longer one ("Andover" in "North Andover"). */
function mentions(words: readonly string[], names: Names): Mention[] {
  const all: Mention[] = []
  for (const { words: phrase, towns } of names.towns) {
    for (const [start, end] of occurrences(words, phrase)) all.push({ start, end, towns })
  }
  for (const { words: phrase, name, town } of names.others) {
    for (const [start, end] of occurrences(words, phrase)) all.push({ start, end, towns: [], other: { name, town } })
  }
  return all.filter((a) => !all.some((b) => b !== a && b.start <= a.start && b.end >= a.end && b.end - b.start > a.end - a.start))
}

const townPlace = (entry: TownFares): Place => ({
  kind: "town",
  town: entry.town,
  state: entry.state,
  name: `${entry.town}, ${entry.state}`,
})

/**
 * What an address names. An airport first ("Manchester airport" is not the town); then the ZIP
 * code, which decides over a name (a ZIP code of a town served is that town, unless a state beside
 * it says otherwise; any other ZIP code is another place); then the town written last, as
 * addresses end with the town ("12 Salem Street, Andover"), with the state written after it.
 */
export function readPlace(address: string, rates: Rates): PlaceReading {
  const words = wordsOf(address)
  if (words.length === 0) return { kind: "none" }
  const names = namesOf(rates)
  const airport = names.airports.find(({ phrases }) => phrases.some((phrase) => occurrences(words, phrase).length > 0))
  if (airport) return { kind: "place", place: airport.place }
  const last = mentions(words, names).sort((a, b) => b.start - a.start)[0]
  const zipAt = zipIndex(words)
  if (zipAt >= 0) {
    const zip = words[zipAt]
    const owner = rates.airportFares.find((entry) => entry.zips.includes(zip))
    const state = stateBefore(words, zipAt)?.code
    if (owner) return !state || state === owner.state ? { kind: "place", place: townPlace(owner) } : { kind: "none" }
    const named = last?.towns[0] ?? last?.other?.town
    return named ? { kind: "namesake", town: named, written: `ZIP code ${zip}`, by: "zip" } : { kind: "none" }
  }
  if (!last) return { kind: "none" }
  if (last.other) return { kind: "namesake", town: last.other.town, written: last.other.name, by: "name" }
  const state = stateAt(words, last.end)?.code
  if (!state) return last.towns.length === 1 ? { kind: "place", place: townPlace(last.towns[0]) } : { kind: "none" }
  const town = last.towns.find((entry) => entry.state === state)
  return town
    ? { kind: "place", place: townPlace(town) }
    : { kind: "namesake", town: last.towns[0], written: `${last.towns[0].town}, ${state}`, by: "state" }
}

/** The airport or town served an address names, or null. */
export function matchPlace(address: string, rates: Rates): Place | null {
  const reading = readPlace(address, rates)
  return reading.kind === "place" ? reading.place : null
}

/** Why a namesake is quoted, as a sentence: "The Salem our flat rates cover is Salem, NH, not Salem, MA." */
export function namesakeReason(reading: Extract<PlaceReading, { kind: "namesake" }>): string {
  const served = `${reading.town.town}, ${reading.town.state}`
  const lead = `The ${reading.town.town} our flat rates cover is ${served}`
  return reading.by === "zip" ? `${lead}, and ${reading.written} is not in it.` : `${lead}, not ${reading.written}.`
}
