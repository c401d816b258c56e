/**
 * The content check's rule for vehicle facts written in prose. A vehicle's figures are written once:
 * its seats and bags in data/fleet.json (`passengers`, `luggage`), its hourly rate and minimum hours
 * in data/rates.json (`hourly`). Text elsewhere says them again ("the Luxury SUV up to 8", "a
 * Stretch Limousine for up to ten", "Executive Sedan from $85/hr", "a 2-hour minimum in sedans and
 * SUVs"), and so do a vehicle's own description and features ("seating for up to seven"). Each such
 * figure is read here and held against its source, so a changed vehicle stops the build naming
 * every text that still states the old figure.
 *
 * What counts as a statement, in one sentence: after a vehicle (its name, or the last word of its
 * name, "SUV", "sedans", when no other vehicle shares it; in a vehicle's own description and
 * features, the vehicle itself), "up to <n>", "seats <n>" or "seating for <n>" is its passengers,
 * "<n> suitcases" or "<n> bags" (and a bare "up to <n>" after one in the same sentence) its luggage,
 * "from $<n>/hr" its hourly rate; "<n>-hour minimum in" (or "<n> hours in", in a sentence about a
 * minimum) is the minimum of every vehicle named after it, up to the next figure.
 */
import { plainObjectsIn, textOf } from "./value-rules"
import { FIGURE, figureValue, proseSentences, type ProseProblem, type ProseRecord, type Sentence } from "./prose"

export type VehicleFact = "passengers" | "luggage" | "hourlyRate" | "minimumHours"

interface Vehicle {
  slug: string
  name: string
  facts: Partial<Record<VehicleFact, number>>
}

/** A vehicle's figure stated in prose. */
export interface VehicleStatement<R extends ProseRecord = ProseRecord> {
  sentence: Sentence<R>
  vehicle: Vehicle
  fact: VehicleFact
  stated: number
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined)

function vehiclesOf<R extends ProseRecord>(records: readonly R[]): { vehicles: Vehicle[]; byRecord: Map<R, Vehicle> } {
  const rates = records.find((r) => r.collection.typeName === "Rates")
  const hourly = plainObjectsIn(rates?.data.hourly)
  const byRecord = new Map<R, Vehicle>()
  const vehicles = records
    .filter((r) => r.collection.typeName === "Vehicle" && textOf(r.data.slug) && textOf(r.data.name))
    .map((record) => {
      const slug = textOf(record.data.slug)
      const rate = hourly.find((h) => h.vehicle === slug)
      const facts = {
        passengers: number(record.data.passengers),
        luggage: number(record.data.luggage),
        hourlyRate: number(rate?.rate),
        minimumHours: number(rate?.minimumHours),
      }
      const vehicle = {
        slug,
        name: textOf(record.data.name),
        facts: Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined)),
      }
      byRecord.set(record, vehicle)
      return vehicle
    })
  return { vehicles, byRecord }
}

/** How prose names each vehicle: its full name, and the last word of it (singular or plural) when no other vehicle's ends the same. */
function namesOf(vehicles: readonly Vehicle[]): { pattern: RegExp; vehicle: Vehicle }[] {
  const last = (v: Vehicle) => v.name.split(/\s+/).at(-1)!.toLowerCase()
  return vehicles.flatMap((vehicle) => {
    const own = [{ pattern: new RegExp(`\\b${escape(vehicle.name)}s?\\b`, "gi"), vehicle }]
    const shared = vehicles.filter((v) => last(v) === last(vehicle)).length > 1
    return shared ? own : [...own, { pattern: new RegExp(`\\b${escape(last(vehicle))}s?\\b`, "gi"), vehicle }]
  })
}

const UNIT_AFTER = /^\s*(?:minutes?|hours?|days?|weeks?|miles?|percent|%|years?)\b/i
const LUGGAGE_AFTER = /^\s*(?:standard\s+|checked\s+|large\s+)?(?:suitcases?|bags?)\b/i
const FIGURES = new RegExp(
  [
    `(?<seats>\\bup to (?<upTo>${FIGURE})\\b|\\bseats (?<seated>${FIGURE})\\b|\\bseating for (?:up to )?(?<seating>${FIGURE})\\b)`,
    `(?<bags>\\b(?<bagCount>${FIGURE})(?=\\s+(?:standard\\s+|checked\\s+|large\\s+)?(?:suitcases?|bags?)\\b))`,
    `(?<rate>\\bfrom \\$(?<dollars>\\d+)\\/hr\\b)`,
    `(?<minimum>\\b(?<minimumCount>${FIGURE})[ -]hours?(?<minimumWord> minimum)?(?= in\\b))`,
  ].join("|"),
  "gi",
)

/** Every vehicle figure the prose states, with the vehicle and the fact it is read as. */
export function vehicleStatements<R extends ProseRecord>(records: readonly R[]): VehicleStatement<R>[] {
  const { vehicles, byRecord } = vehiclesOf(records)
  const names = namesOf(vehicles)
  const statements: VehicleStatement<R>[] = []
  for (const sentence of proseSentences(records)) {
    const { text } = sentence
    const own = byRecord.get(sentence.record)
    const mentions = names
      .flatMap(({ pattern, vehicle }) => [...text.matchAll(pattern)].map((m) => ({ at: m.index!, end: m.index! + m[0].length, vehicle })))
      // A full name and its last word match at the same place: keep the full name.
      .filter((m, _, all) => !all.some((o) => o !== m && o.at <= m.at && o.end >= m.end && o.end - o.at > m.end - m.at))
      .sort((a, b) => a.at - b.at)
    if (mentions.length === 0 && !own) continue
    const aboutMinimum = /\bminimum\b/i.test(text)
    let luggageSeen = false
    const figures = [...text.matchAll(FIGURES)].map((m) => ({ at: m.index!, end: m.index! + m[0].length, groups: m.groups! }))
    for (const [i, figure] of figures.entries()) {
      const g = figure.groups
      if (g.minimum) {
        if (!g.minimumWord && !aboutMinimum) continue
        // The vehicles named after the figure, up to the next one.
        const until = figures.slice(i + 1).find((f) => f.groups.minimum)?.at ?? text.length
        for (const m of mentions.filter((m) => m.at > figure.at && m.at < until)) {
          statements.push({ sentence, vehicle: m.vehicle, fact: "minimumHours", stated: figureValue(g.minimumCount) })
        }
        continue
      }
      const before = mentions.filter((m) => m.end <= figure.at).at(-1)?.vehicle ?? own
      if (!before) continue
      if (g.rate) {
        statements.push({ sentence, vehicle: before, fact: "hourlyRate", stated: Number(g.dollars) })
      } else if (g.bags) {
        luggageSeen = true
        statements.push({ sentence, vehicle: before, fact: "luggage", stated: figureValue(g.bagCount) })
      } else if (g.seats) {
        const count = g.upTo ?? g.seated ?? g.seating
        const after = text.slice(figure.end)
        if (UNIT_AFTER.test(after) || /\$$/.test(text.slice(0, figure.at + "up to ".length))) continue
        const luggage =
          LUGGAGE_AFTER.test(after) || (g.upTo !== undefined && luggageSeen && !/^\s*(?:guests?|passengers?|people)\b/i.test(after))
        if (luggage) luggageSeen = true
        statements.push({ sentence, vehicle: before, fact: luggage ? "luggage" : "passengers", stated: figureValue(count) })
      }
    }
  }
  return statements
}

const SOURCE: Record<VehicleFact, { file: string; field: string; figure: (n: number) => string }> = {
  passengers: { file: "data/fleet.json", field: '"passengers"', figure: (n) => `${n} seats` },
  luggage: { file: "data/fleet.json", field: '"luggage"', figure: (n) => `${n} bags` },
  hourlyRate: { file: "data/rates.json", field: '"rate" under "hourly"', figure: (n) => `a rate of $${n} an hour` },
  minimumHours: { file: "data/rates.json", field: '"minimumHours" under "hourly"', figure: (n) => `a ${n}-hour minimum` },
}

/** Each stated vehicle figure its source no longer has, named at its file and line with the figure to write. */
export function fleetProseProblems<R extends ProseRecord>(records: readonly R[]): ProseProblem<R>[] {
  return vehicleStatements(records)
    .filter((s) => s.vehicle.facts[s.fact] !== undefined && s.stated !== s.vehicle.facts[s.fact])
    .map(({ sentence, vehicle, fact, stated }) => {
      const source = SOURCE[fact]
      const figure = vehicle.facts[fact]!
      return {
        record: sentence.record,
        fieldPath: sentence.fieldPath,
        ...(sentence.bodyLine === undefined ? {} : { bodyLine: sentence.bodyLine }),
        message: `gives the ${vehicle.name} ${source.figure(stated)}, but ${source.file} gives it ${source.figure(figure)} (${source.field}). Write ${figure}: a vehicle's figures are written once, in ${source.file}.`,
      }
    })
}
