/**
 * Who comes, on the customer's /booking (who-comes-card.tsx): the chauffeur who accepted each leg, and, once the
 * chauffeur the customer was told of is taken off or replaced, that a new one (or another car) is being arranged
 * rather than nothing. The real page over the real server is tested in tests/browser/roster.
 */
import { screen, within } from "@testing-library/react"
import type { WhoComes } from "../../../booking-loop/who-comes"
import { renderWithProviders } from "../../../test-utils/render"
import WhoComesCard from "../who-comes-card"

const SAM: WhoComes = {
  leg: "return",
  name: "Sam Okafor",
  phone: { display: "(978) 555-0186", tel: "tel:+19785550186", whose: "dispatch" },
  vehicle: "Black Cadillac XTS",
  plate: "MP 1042",
  meetingPoint: "At the door of 12 Elm Street.",
}

const card = () => screen.getByRole("region", { name: /^Your chauffeurs?$/ })

test("a leg whose chauffeur was taken off says a new one is being arranged, beside the leg whose chauffeur comes", () => {
  renderWithProviders(<WhoComesCard chauffeurs={[SAM]} chauffeursChanging={[{ leg: "pickup", was: "Dana Rivera", carOnly: false }]} />)
  const [there, back] = [...card().querySelectorAll("dl")]
  expect(within(card()).getByRole("heading").textContent).toBe("Your chauffeurs")
  // The ride there first, as the ride goes.
  expect(there.textContent).toMatch(/^LegRide there/)
  expect(there.textContent).toContain(
    "A new chauffeur is being arranged: Dana Rivera no longer drives you. We will email you who comes, and in which car, as soon as they confirm.",
  )
  expect(back.textContent).toMatch(/^LegReturnChauffeurSam Okafor/)
  expect(within(back).getByRole("link", { name: "(978) 555-0186" }).getAttribute("href")).toBe("tel:+19785550186")
})

test("the same chauffeur in another car: their name stays, the car is being arranged", () => {
  renderWithProviders(<WhoComesCard chauffeurs={[]} chauffeursChanging={[{ leg: "pickup", was: "Dana Rivera", carOnly: true }]} />)
  expect(within(card()).getByRole("heading").textContent).toBe("Your chauffeur")
  expect(within(card()).getByText("Dana Rivera")).toBeTruthy()
  expect(
    within(card()).getByText("Another car is being arranged. We will email you the car and its plate as soon as it is confirmed."),
  ).toBeTruthy()
})

test("nothing to say: no card", () => {
  renderWithProviders(<WhoComesCard chauffeurs={[]} chauffeursChanging={[]} />)
  expect(screen.queryByRole("region")).toBeNull()
})
