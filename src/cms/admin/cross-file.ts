/**
 * The content check's rules that judge a field against other files: a service page's price and a
 * fleet card's price against data/rates.json, the meeting points against its airports, and a town
 * (a town page, or a city of the service areas) against the fares it needs there. The editor loads
 * those files through its backend (so it reads them as saved now, not as they were when the editor
 * was built) the moment the field appears, and refuses what the build would refuse, in the check's
 * words.
 *
 * Only this direction is judged: the rates are where a figure is changed or a new town starts, and
 * the pages follow. Saving new rates is never refused for the pages they leave behind; the build
 * names those.
 */
import { collections } from "../../content-model/collections"
import { servicePriceProblem, townFaresProblem, vehiclePriceProblem } from "../../content-model/rate-rules"
import { airportMeetingPointProblems } from "../../content-model/meeting-point-rules"
import { isPlainObject, plainObjectsIn, textOf } from "../../content-model/value-rules"
import { LIST_FIELD, cmsNameOf } from "../cms-config"

type Data = Record<string, unknown>

/** The other files a rule reads, by model type; a list file as its items. */
export type RelatedFiles = Record<string, Data | Data[]>

interface CrossFileRule {
  /** The model types (each a JSON file) the rule reads. */
  reads: readonly string[]
  /** The check's message for the entry as typed, or undefined when the build would accept it. */
  judge(entry: Data, files: RelatedFiles): string | undefined
}

const objectOf = (value: unknown): Data => (isPlainObject(value) ? value : {})

/** The check's message for a town whose fares are missing, with what to do first in the editor. */
const missingFares = (problem: string) => `data/rates.json ${problem} Save it under Rates first, then this.`

/** Keyed by the field's `model_field`: a service's price, the meeting points' airports, and a list file's items (the fleet). */
export const CROSS_FILE_RULES: Record<string, CrossFileRule> = {
  "Service.price": {
    reads: ["Rates", "BookingService"],
    judge: (entry, files) => {
      const problem = servicePriceProblem(entry, objectOf(files.Rates), plainObjectsIn(files.BookingService))
      return problem && `price: ${problem}`
    },
  },
  "Town.name": {
    reads: ["Rates"],
    judge: (entry, files) => {
      const problem = townFaresProblem(`${textOf(entry.name)}, ${textOf(entry.state)}`, "this page", objectOf(files.Rates))
      return problem && `name: ${missingFares(problem)}`
    },
  },
  AreaGroup: {
    reads: ["Rates"],
    judge: (entry, files) => {
      for (const group of plainObjectsIn(entry[LIST_FIELD])) {
        const cities = Array.isArray(group.cities) ? group.cities.map(textOf) : []
        for (const [i, city] of cities.entries()) {
          const problem = townFaresProblem(
            `${city}, ${textOf(group.stateCode)}`,
            `the ${textOf(group.state)} service area`,
            objectOf(files.Rates),
          )
          if (problem) return `cities (${textOf(group.state)}, item ${i + 1}, "${city}"): ${missingFares(problem)}`
        }
      }
      return undefined
    },
  },
  "MeetingPoints.airports": {
    reads: ["Rates"],
    judge: (entry, files) => {
      const first = airportMeetingPointProblems(entry, objectOf(files.Rates))[0]
      return first && `${first.fieldPath}: ${first.message}`
    },
  },
  Vehicle: {
    reads: ["Rates"],
    judge: (entry, files) => {
      const vehicles = plainObjectsIn(entry[LIST_FIELD])
      for (const [i, vehicle] of vehicles.entries()) {
        const problem = vehiclePriceProblem(vehicle, objectOf(files.Rates))
        if (problem) return `price (item ${i + 1}, "${String(vehicle.slug ?? "")}"): ${problem}`
      }
      return undefined
    },
  },
}

/** Decap's loader of another entry through the backend: a collection's name and the entry's slug (a file collection's file name). */
export type LoadEntry = (collection: string, slug: string) => Promise<{ data?: unknown } | undefined>

/**
 * Loads the files a rule reads. A file that cannot be loaded is left out (its rule then judges
 * without it, and says nothing): the build still checks it, and an editor is never locked out.
 */
export async function loadRelated(rule: CrossFileRule, loadEntry: LoadEntry): Promise<RelatedFiles> {
  const files: RelatedFiles = {}
  await Promise.all(
    rule.reads.map(async (typeName) => {
      const collection = collections.find((c) => c.typeName === typeName)
      if (!collection || collection.source !== "json") return
      const name = cmsNameOf(collection)
      const entry = await loadEntry(name, name).catch(() => undefined)
      if (!entry || !isPlainObject(entry.data)) return
      files[typeName] = collection.shape === "list" ? plainObjectsIn(entry.data[LIST_FIELD]) : entry.data
    }),
  )
  return files
}

/** True when every file the rule reads was loaded, so its verdict can be trusted. */
export const hasAll = (rule: CrossFileRule, files: RelatedFiles): boolean => rule.reads.every((typeName) => typeName in files)
