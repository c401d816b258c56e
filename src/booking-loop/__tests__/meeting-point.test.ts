/** @jest-environment node */
/**
 * Where a ride's customer meets the chauffeur, read from the meeting points the editors keep
 * (data/meeting-points.json, as the site ships it): each case is held to the entry it must pick, so
 * the editors' wording may change and the tests still say which entry a booking meets at.
 */
import fs from "fs"
import path from "path"
import { meetingPointFor, type MeetingPoints, type MeetingRide } from "../meeting-point"

const content: MeetingPoints = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../data/meeting-points.json"), "utf8"))
const airport = (code: string) => content.airports.find((entry) => entry.airport === code)!
const terminal = (name: string) => airport("BOS").terminals!.find((entry) => entry.name === name)!.point

const ride = (pickupLocation: string, dropoffLocation: string, back: Partial<MeetingRide> = {}): MeetingRide => ({
  pickupLocation,
  dropoffLocation,
  returnPickup: "",
  returnDropoff: "",
  ...back,
})

test("a Logan pickup that names its terminal meets at that terminal, however the terminal and the airport are written", () => {
  expect(meetingPointFor(ride("Logan Airport, Terminal B", "12 Main St, Andover, MA"))).toBe(terminal("Terminal B"))
  expect(meetingPointFor(ride("BOS terminal a", "Andover, MA"))).toBe(terminal("Terminal A"))
  expect(meetingPointFor(ride("Terminal C", "Salem, NH"))).toBe(terminal("Terminal C"))
  // Terminal E is international arrivals: outside the customs exit, as the FAQ says.
  expect(meetingPointFor(ride("Boston Logan International, TERMINAL E (arriving from London)", "Windham, NH"))).toBe(terminal("Terminal E"))
  expect(new Set(["A", "B", "C", "E"].map((letter) => terminal(`Terminal ${letter}`))).size).toBe(4)
})

test("a Logan pickup that names no terminal, or several, meets at Logan's own point, which says the exact door comes by text", () => {
  const logan = airport("BOS").point
  expect(meetingPointFor(ride("Logan", "Andover, MA"))).toBe(logan)
  expect(meetingPointFor(ride("Boston Logan International Airport, 02128", "Andover, MA"))).toBe(logan)
  expect(meetingPointFor(ride("Logan, Terminal B or Terminal C", "Andover, MA"))).toBe(logan)
  expect(content.airports.flatMap((entry) => entry.terminals ?? []).map((t) => t.point)).not.toContain(logan)
})

test("a Manchester-Boston Regional pickup meets at its one terminal", () => {
  expect(airport("MHT").terminals).toBeUndefined()
  expect(meetingPointFor(ride("MHT", "Andover, MA"))).toBe(airport("MHT").point)
  expect(meetingPointFor(ride("Manchester-Boston Regional Airport", "Londonderry, NH"))).toBe(airport("MHT").point)
})

test("a pickup at an address meets there, also when the ride goes to an airport or the address is a place the rates do not price", () => {
  expect(meetingPointFor(ride("12 Main St, Andover, MA 01810", "Logan Terminal E"))).toBe(content.address)
  expect(meetingPointFor(ride("Four Seasons Hotel, Boston", "MHT"))).toBe(content.address)
  // A street named like an airport is a street.
  expect(meetingPointFor(ride("5 Logan Ave, Salem, NH", "Concord, NH"))).toBe(content.address)
})

test("a return starts where the return picks up: the ride there reversed unless the booking gives its own ends", () => {
  const roundTrip = ride("12 Main St, Andover, MA", "Logan Terminal C")
  expect(meetingPointFor(roundTrip, "pickup")).toBe(content.address)
  expect(meetingPointFor(roundTrip, "return")).toBe(terminal("Terminal C"))
  expect(meetingPointFor({ ...roundTrip, returnPickup: "Logan, Terminal E" }, "return")).toBe(terminal("Terminal E"))
  expect(meetingPointFor({ ...roundTrip, returnPickup: "MHT" }, "return")).toBe(airport("MHT").point)
  expect(meetingPointFor(ride("Logan Terminal B", "Andover, MA"), "return")).toBe(content.address)
})
