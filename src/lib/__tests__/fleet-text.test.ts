/** @jest-environment node */
import fleet from "../../../data/fleet.json"
import { andList, fleetLead } from "../fleet-text"

const inOrder = [...fleet].sort((a, b) => a.order - b.order)

test("the /fleet opening line names every class of data/fleet.json, in the fleet's order", () => {
  const lead = fleetLead(inOrder)
  const at = inOrder.map((v) => lead.indexOf(v.listName))
  expect(at.every((i) => i > 0)).toBe(true)
  expect([...at].sort((a, b) => a - b)).toEqual(at)
})

test("a vehicle added to the fleet is named in it", () => {
  expect(fleetLead([...inOrder, { listName: "a Sprinter van" }])).toContain("sedans, SUVs, a stretch limousine and a Sprinter van,")
})

test("lists of one, two and three", () => {
  expect([andList(["a"]), andList(["a", "b"]), andList(["a", "b", "c"])]).toEqual(["a", "a and b", "a, b and c"])
})
