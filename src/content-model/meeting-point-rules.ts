/**
 * The content check's rules for data/meeting-points.json across files: one meeting point for each
 * airport of data/rates.json (so every airport pickup has one; an entry may come before its airport
 * is in the rates), and each terminal named as data/rates.json's matches of its airport name it (so
 * a pickup address naming only the terminal is read as that airport, and then as that terminal).
 */
import type { ContentRecord } from "./fields"
import type { RuleProblem } from "./rate-rules"
import { plainObjectsIn, textOf } from "./value-rules"

type Data = Record<string, unknown>

export function meetingPointProblems(records: readonly ContentRecord[]): RuleProblem[] {
  const points = records.find((r) => r.collection.typeName === "MeetingPoints")
  const rates = records.find((r) => r.collection.typeName === "Rates")
  if (!points || !rates) return []
  return airportMeetingPointProblems(points.data, rates.data).map((problem) => ({ record: points, ...problem }))
}

/**
 * The problems of the meeting points against the rates' airports, each at its field. Shared with the
 * editor, which refuses meeting points the build would refuse, against the rates as saved now.
 */
export function airportMeetingPointProblems(points: Data, rates: Data): Omit<RuleProblem, "record">[] {
  const problems: Omit<RuleProblem, "record">[] = []
  const report = (fieldPath: string, message: string) => problems.push({ fieldPath, message })

  const airports = plainObjectsIn(rates.airports)
  const codes = airports.map((a) => textOf(a.code))
  const entries = plainObjectsIn(points.airports)
  const listed = entries.map((entry) => textOf(entry.airport))
  for (const airport of airports) {
    if (!listed.includes(textOf(airport.code)))
      report(
        "airports",
        `has no meeting point for ${textOf(airport.code)} (${textOf(airport.name)}), an airport of data/rates.json. Add an entry with its code and where to meet there.`,
      )
  }
  entries.forEach((entry, i) => {
    const code = listed[i]
    const at = `airports[${i}]`
    // A malformed code is the field check's to report. A new airport starts with its meeting point:
    // an entry for an airport the rates do not list yet is read by nothing until they do, so each
    // step of adding an airport leaves a site that builds.
    if (!codes.includes(code)) return
    if (listed.indexOf(code) !== i) report(`${at}.airport`, `"${code}" is listed twice. Give each airport one entry.`)
    const matches = (airports.find((a) => a.code === code)?.matches as unknown[] | undefined)?.map(textOf) ?? []
    const names = plainObjectsIn(entry.terminals).map((terminal) => textOf(terminal.name).trim())
    names.forEach((name, t) => {
      if (!name) return
      const where = `${at}.terminals[${t}].name`
      if (names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) !== t)
        report(where, `"${name}" is listed twice. Give each terminal one entry.`)
      else if (!matches.includes(name.toLowerCase()))
        report(
          where,
          `"${name}" is not among the words data/rates.json lists for ${code} (its matches), so a pickup address naming it would not be read as this airport. Add "${name.toLowerCase()}" there, or correct the name.`,
        )
    })
  })
  return problems
}
