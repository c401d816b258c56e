/**
 * What the page frame's static queries return, for component tests (useStaticQuery is mocked in
 * __mocks__/gatsby.js and cannot tell queries apart, so one object answers both): the real
 * business facts and the generated pages of content/.
 */
import business from "../../../data/business.json"

const service = (slug: string, title: string, businessSolution = false) => ({ slug, title, path: `/services/${slug}`, businessSolution })

export const TEST_SERVICES = [
  service("airport", "Airport Transportation"),
  service("corporate", "Corporate Car Service"),
  service("wedding", "Wedding Transportation"),
  service("events", "Event Transportation"),
  service("special-occasions", "Special Occasions"),
  service("medical", "Medical Appointment Transportation"),
  service("school", "School & Student Transportation"),
  service("personal-driver", "Personal Driver Service"),
  service("corporate-travel", "Corporate Travel Management", true),
  service("private-charter", "Private Charter"),
  service("seaport-transfer", "Seaport Transfers"),
  service("night-out-limo", "Night Out Limo"),
]

export const TEST_BUSINESS_SOLUTIONS = [
  { title: "Corporate Accounts", path: "/business-solutions/corporate-accounts" },
  { title: "Corporate Roadshows", path: "/business-solutions/corporate-roadshows" },
  { title: "Meetings & Events", path: "/business-solutions/meetings-events" },
  { title: "Travel Agency Partnerships", path: "/business-solutions/travel-agency-partnerships" },
]

export const TEST_TOWNS = [
  ["windham-nh", "Windham", "NH"],
  ["salem-nh", "Salem", "NH"],
  ["pelham-nh", "Pelham", "NH"],
  ["londonderry-nh", "Londonderry", "NH"],
  ["methuen-ma", "Methuen", "MA"],
  ["andover-ma", "Andover", "MA"],
  ["dracut-ma", "Dracut", "MA"],
  ["wilmington-ma", "Wilmington", "MA"],
].map(([slug, name, state]) => ({ name, state, path: `/service-areas/${slug}` }))

/** The business facts as the data layer returns them (absent optional fields are null). */
export const TEST_BUSINESS = {
  ...business,
  badges: business.badges.map((b) => ({ grade: null, since: null, ...b })),
}

export const SHELL_STATIC_QUERY_DATA = {
  business: TEST_BUSINESS,
  allService: { nodes: TEST_SERVICES },
  allBusinessSolution: { nodes: TEST_BUSINESS_SOLUTIONS },
  allTown: { nodes: TEST_TOWNS },
}
