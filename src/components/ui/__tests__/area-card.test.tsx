import { render, screen, within } from "@testing-library/react"
import { ThemeProvider } from "@emotion/react"
import { AreaCard, type AreaCardProps } from "../area-card"
import { theme } from "../../../theme/theme"
import { AREA_CARD_CITY_COUNT } from "../../../config/constants"

const twelve = [
  "Windham",
  "Salem",
  "Pelham",
  "Londonderry",
  "Derry",
  "Hudson",
  "Nashua",
  "Manchester",
  "Bedford",
  "Atkinson",
  "Hampstead",
  "Merrimack",
]

function renderCard(props: Partial<AreaCardProps> = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <AreaCard
        state="New Hampshire"
        icon="mountain"
        cities={twelve}
        highlights={["MHT runs in half an hour"]}
        stats={[{ label: "Towns served", value: "12+" }]}
        popular
        towns={[{ name: "Windham", path: "/service-areas/windham-nh" }]}
        {...props}
      />
    </ThemeProvider>,
  )
}

test("twelve cities show the first four and '+8 more'", () => {
  expect(AREA_CARD_CITY_COUNT).toBe(4)
  renderCard()
  const cities = within(screen.getByRole("list", { name: "Cities served in New Hampshire" })).getAllByRole("listitem")
  expect(cities.map((li) => li.textContent)).toEqual(["Windham", "Salem", "Pelham", "Londonderry"])
  expect(screen.getByText("+8 more")).toBeInTheDocument()
})

test("four cities show all four and no note", () => {
  renderCard({ cities: twelve.slice(0, 4), popular: false })
  expect(within(screen.getByRole("list", { name: "Cities served in New Hampshire" })).getAllByRole("listitem")).toHaveLength(4)
  expect(screen.queryByText(/more$/)).toBeNull()
  expect(screen.queryByText("Most requested")).toBeNull()
})

test("the card names its state in a heading, shows the popular flag, its figures and links to the town pages", () => {
  renderCard({ headingLevel: 3 })
  expect(screen.getByRole("heading", { level: 3, name: "New Hampshire" })).toBeInTheDocument()
  expect(screen.getByText("Most requested")).toBeInTheDocument()
  expect(screen.getByText("12+")).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Windham" })).toHaveAttribute("href", "/service-areas/windham-nh")
})
