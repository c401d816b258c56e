/**
 * The ways an address writes a US state: its postal code, its name and its usual abbreviations
 * ("MA", "Mass.", "Massachusetts"). Reading an address uses them to tell Salem, NH from Salem, MA.
 */

/** [postal code, name, other abbreviations (AP style, as typed: "N.H." reads "n h")]. */
const STATES: readonly (readonly [string, string, ...string[]])[] = [
  ["AL", "Alabama", "Ala"],
  ["AK", "Alaska"],
  ["AZ", "Arizona", "Ariz"],
  ["AR", "Arkansas", "Ark"],
  ["CA", "California", "Calif", "Cal"],
  ["CO", "Colorado", "Colo"],
  ["CT", "Connecticut", "Conn"],
  ["DE", "Delaware", "Del"],
  ["DC", "District of Columbia", "D C", "Washington DC"],
  ["FL", "Florida", "Fla"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois", "Ill"],
  ["IN", "Indiana", "Ind"],
  ["IA", "Iowa"],
  ["KS", "Kansas", "Kan"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts", "Mass"],
  ["MI", "Michigan", "Mich"],
  ["MN", "Minnesota", "Minn"],
  ["MS", "Mississippi", "Miss"],
  ["MO", "Missouri"],
  ["MT", "Montana", "Mont"],
  ["NE", "Nebraska", "Neb"],
  ["NV", "Nevada", "Nev"],
  ["NH", "New Hampshire", "N H"],
  ["NJ", "New Jersey", "N J"],
  ["NM", "New Mexico", "N M"],
  ["NY", "New York", "N Y", "New York State"],
  ["NC", "North Carolina", "N C"],
  ["ND", "North Dakota", "N D"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma", "Okla"],
  ["OR", "Oregon", "Ore"],
  ["PA", "Pennsylvania", "Penn", "Penna"],
  ["RI", "Rhode Island", "R I"],
  ["SC", "South Carolina", "S C"],
  ["SD", "South Dakota", "S D"],
  ["TN", "Tennessee", "Tenn"],
  ["TX", "Texas", "Tex"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington", "Wash"],
  ["WV", "West Virginia", "W Va"],
  ["WI", "Wisconsin", "Wis"],
  ["WY", "Wyoming", "Wyo"],
  ["PR", "Puerto Rico"],
]

/** Lower-case words of a text, letters and digits only: "10 Derby St., Salem, N.H." → ["10", "derby", "st", "salem", "n", "h"]. */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+/g) ?? []

/** Every way of writing a state, as words, longest first (so "new hampshire" is read before a shorter match). */
const WRITTEN = STATES.flatMap(([code, ...names]) => [code, ...names].map((name) => ({ code, words: wordsOf(name) }))).sort(
  (a, b) => b.words.length - a.words.length,
)

/** The state written at `at` in a list of words, with how many words it takes, or null. */
export function stateAt(words: readonly string[], at: number): { code: string; length: number } | null {
  const found = WRITTEN.find((state) => state.words.every((word, i) => words[at + i] === word))
  return found ? { code: found.code, length: found.words.length } : null
}

/** The state written just before `end` (the words ending there), or null: "... Salem NH | 03079". */
export function stateBefore(words: readonly string[], end: number): { code: string; length: number } | null {
  const found = WRITTEN.find(
    (state) => state.words.length <= end && state.words.every((word, i) => words[end - state.words.length + i] === word),
  )
  return found ? { code: found.code, length: found.words.length } : null
}
