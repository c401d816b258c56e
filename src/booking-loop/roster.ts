/**
 * Dispatch's roster: the chauffeurs (the name the customer sees, a mobile, an email for their links, and
 * whether the customer may have the mobile or is given dispatch's number) and the vehicles (make and model,
 * colour, plate, and the class of data/fleet.json it serves). People's phones and plates live in the
 * record store, edited by signed-in dispatch (docs/DISPATCH.md, "The roster"), never in the repository or
 * the content editor. Pure rules, shared by dispatch's page and the server: the shape, the limits and the
 * check with one message per field.
 */
import { isEmailAddress } from "../forms/field-rules"
import { VEHICLES } from "../booking/rates-data"

export interface Chauffeur {
  /** Made by the server when the chauffeur is added; assignments name it, so a rename keeps them. */
  id: string
  /** The name the customer sees ("Dana R." or "Dana Rivera"). */
  name: string
  /** The chauffeur's mobile, as typed; its digits make the tel: link. */
  mobile: string
  /** Where the chauffeur's links are emailed. */
  email: string
  /** Whether the customer is given this mobile; otherwise dispatch's number. */
  shareMobile: boolean
}

export interface RosterVehicle {
  id: string
  /** Make and model, as the customer reads it ("Cadillac XTS"). */
  makeModel: string
  colour: string
  plate: string
  /** The class it serves: a vehicle slug of data/fleet.json. */
  vehicleClass: string
}

export interface Roster {
  chauffeurs: Chauffeur[]
  vehicles: RosterVehicle[]
}

/** The roster as dispatch's page reads it: its generation (how many times it was saved), who saved it last and when. */
export interface RosterAnswer {
  generation: number
  roster: Roster
  savedBy: string | null
  savedAt: string | null
}

export const EMPTY_ROSTER: Roster = { chauffeurs: [], vehicles: [] }

/** The most chauffeurs and vehicles a roster holds: a family company's, many times over. */
export const ROSTER_MAX_ENTRIES = 100
export const ROSTER_TEXT_MAX = 80
const PLATE_MAX = 12

export const ROSTER_MESSAGES = {
  roster: "Send the roster as its chauffeurs and vehicles.",
  tooMany: `A roster holds at most ${ROSTER_MAX_ENTRIES} chauffeurs and ${ROSTER_MAX_ENTRIES} vehicles.`,
  name: "Enter the chauffeur's name as the customer will see it.",
  mobile: "Enter the chauffeur's mobile number, with its area code.",
  email: "Enter the chauffeur's email address: their links are sent to it.",
  duplicateEmail: "Another chauffeur has this email address.",
  makeModel: "Enter the vehicle's make and model.",
  colour: "Enter the vehicle's colour.",
  plate: "Enter the plate, letters and digits.",
  duplicatePlate: "Another vehicle has this plate.",
  vehicleClass: `Choose the class it serves: ${VEHICLES.map((vehicle) => vehicle.name).join(", ")}.`,
  length: `Please keep this under ${ROSTER_TEXT_MAX} characters.`,
  saved: "Roster saved.",
  generation: "Send the generation of the roster this page read.",
  stale:
    "Nothing was saved: the roster was changed elsewhere since this page read it. It now shows the roster as saved; make your change again.",
  ridesAhead:
    "Nothing was saved: a chauffeur or vehicle you removed is still on rides ahead, shown below. Reassign those rides, or take the chauffeur off them, in the day view first; then save again.",
  putBack:
    "Saved, but a chauffeur or vehicle you removed was assigned to a ride at the same moment, so it is back on the roster, shown below. Reassign those rides, or take the chauffeur off them, in the day view; then remove it again.",
} as const

/** A mobile's digits as a North American number: ten digits, or eleven starting with 1; null otherwise. */
export function mobileDigits(mobile: string): string | null {
  const digits = mobile.replace(/\D/g, "")
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? national : null
}

type Check<T> = { ok: true; roster: T } | { ok: false; errors: Record<string, string> }

/** A text field of an entry: trimmed, one line, required and within its length. */
function field(
  entry: Record<string, unknown>,
  key: string,
  path: string,
  message: string,
  errors: Record<string, string>,
  max = ROSTER_TEXT_MAX,
) {
  const raw = entry[key]
  const value = typeof raw === "string" ? raw.replace(/\s+/g, " ").trim() : ""
  if (!value) errors[`${path}.${key}`] = message
  else if (value.length > max) errors[`${path}.${key}`] = max === ROSTER_TEXT_MAX ? ROSTER_MESSAGES.length : message
  return value
}

const entries = (value: unknown): Record<string, unknown>[] | null =>
  Array.isArray(value) && value.every((entry) => typeof entry === "object" && entry !== null && !Array.isArray(entry))
    ? (value as Record<string, unknown>[])
    : null

/**
 * The roster sent, checked: each field with its message (keyed `chauffeurs.<i>.<field>` or
 * `vehicles.<i>.<field>`), or the roster as it will be kept. An entry keeps the id it was sent with when
 * `known` holds it; any other entry is new and gets one from `newId`.
 */
export function checkRoster(input: unknown, known: ReadonlySet<string>, newId: () => string): Check<Roster> {
  const body = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {}
  const chauffeurList = entries(body.chauffeurs)
  const vehicleList = entries(body.vehicles)
  if (!chauffeurList || !vehicleList) return { ok: false, errors: { roster: ROSTER_MESSAGES.roster } }
  if (chauffeurList.length > ROSTER_MAX_ENTRIES || vehicleList.length > ROSTER_MAX_ENTRIES)
    return { ok: false, errors: { roster: ROSTER_MESSAGES.tooMany } }
  const errors: Record<string, string> = {}
  const idOf = (entry: Record<string, unknown>) => (typeof entry.id === "string" && known.has(entry.id) ? entry.id : newId())

  const emails = new Set<string>()
  const chauffeurs = chauffeurList.map((entry, index): Chauffeur => {
    const path = `chauffeurs.${index}`
    const name = field(entry, "name", path, ROSTER_MESSAGES.name, errors)
    const mobile = field(entry, "mobile", path, ROSTER_MESSAGES.mobile, errors, 24)
    if (mobile && !errors[`${path}.mobile`] && mobileDigits(mobile) === null) errors[`${path}.mobile`] = ROSTER_MESSAGES.mobile
    const email = field(entry, "email", path, ROSTER_MESSAGES.email, errors, 254).toLowerCase()
    if (email && !errors[`${path}.email`] && !isEmailAddress(email)) errors[`${path}.email`] = ROSTER_MESSAGES.email
    else if (email && emails.has(email)) errors[`${path}.email`] = ROSTER_MESSAGES.duplicateEmail
    emails.add(email)
    return { id: idOf(entry), name, mobile, email, shareMobile: entry.shareMobile === true }
  })

  const plates = new Set<string>()
  const vehicles = vehicleList.map((entry, index): RosterVehicle => {
    const path = `vehicles.${index}`
    const makeModel = field(entry, "makeModel", path, ROSTER_MESSAGES.makeModel, errors)
    const colour = field(entry, "colour", path, ROSTER_MESSAGES.colour, errors, 40)
    const plate = field(entry, "plate", path, ROSTER_MESSAGES.plate, errors, PLATE_MAX).toUpperCase()
    if (plate && !errors[`${path}.plate`] && !/^[A-Z0-9][A-Z0-9 -]*$/.test(plate)) errors[`${path}.plate`] = ROSTER_MESSAGES.plate
    else if (plate && plates.has(plate.replace(/[ -]/g, ""))) errors[`${path}.plate`] = ROSTER_MESSAGES.duplicatePlate
    plates.add(plate.replace(/[ -]/g, ""))
    const vehicleClass = typeof entry.vehicleClass === "string" ? entry.vehicleClass : ""
    if (!VEHICLES.some((vehicle) => vehicle.slug === vehicleClass)) errors[`${path}.vehicleClass`] = ROSTER_MESSAGES.vehicleClass
    return { id: idOf(entry), makeModel, colour, plate, vehicleClass }
  })

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, roster: { chauffeurs, vehicles } }
}

/** Every id a roster holds: the ids an edit of it may keep. */
export const rosterIds = ({ chauffeurs, vehicles }: Roster): Set<string> => new Set([...chauffeurs, ...vehicles].map(({ id }) => id))
