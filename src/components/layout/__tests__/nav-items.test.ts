/** @jest-environment node */
import { NAV_ITEMS, isActive } from "../nav-items"

const item = (label: string) => NAV_ITEMS.find((i) => i.label === label)!

test("the main navigation has the items of docs/REQUIREMENTS.md §2 in order", () => {
  expect(NAV_ITEMS.map((i) => i.label)).toEqual([
    "Home",
    "About",
    "Services",
    "Business Solutions",
    "Service Areas",
    "Reviews",
    "Blogs",
    "FAQ",
  ])
})

test("an item is active on its page and on the pages beneath it", () => {
  expect(isActive(item("Home"), "/")).toBe(true)
  expect(isActive(item("Home"), "/services")).toBe(false)
  expect(isActive(item("Services"), "/services/airport")).toBe(true)
  expect(isActive(item("Services"), "/services/")).toBe(true)
  expect(isActive(item("Services"), "/service-areas")).toBe(false)
  expect(isActive(item("Service Areas"), "/service-areas/andover-ma")).toBe(true)
})
