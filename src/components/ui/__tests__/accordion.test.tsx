import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ThemeProvider } from "@emotion/react"
import { Accordion } from "../accordion"
import { theme } from "../../../theme/theme"

const items = [
  { id: "booking", question: "How far in advance should I book?", answer: "24 to 48 hours ahead." },
  { id: "cancel", question: "What is your cancellation policy?", answer: "Full refund with 24 hours' notice." },
  { id: "delays", question: "What if my flight is delayed?", answer: <p>We track your flight.</p> },
]

function renderAccordion(props: Partial<Parameters<typeof Accordion>[0]> = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <Accordion items={items} {...props} />
    </ThemeProvider>,
  )
}

const button = (name: string) => screen.getByRole("button", { name })

test("every question is a button in a heading that controls a labelled region, all closed at first", () => {
  renderAccordion({ headingLevel: 4 })
  expect(screen.getAllByRole("heading", { level: 4 })).toHaveLength(3)
  for (const item of items) {
    const trigger = button(item.question)
    expect(trigger).toHaveAttribute("aria-expanded", "false")
    const panel = document.getElementById(trigger.getAttribute("aria-controls")!)!
    expect(panel).toHaveAttribute("role", "region")
    expect(panel).toHaveAttribute("aria-labelledby", trigger.id)
    expect(panel).not.toBeVisible()
  }
  // Closed answers stay in the HTML for search engines.
  expect(screen.getByText("24 to 48 hours ahead.", { selector: "p" })).toBeInTheDocument()
})

test("one item is open at a time and the open one collapses on a second press", async () => {
  const user = userEvent.setup()
  renderAccordion()
  await user.click(button(items[0].question))
  expect(button(items[0].question)).toHaveAttribute("aria-expanded", "true")
  expect(screen.getByRole("region", { name: items[0].question })).toHaveTextContent("24 to 48 hours ahead.")

  await user.click(button(items[1].question))
  expect(button(items[1].question)).toHaveAttribute("aria-expanded", "true")
  expect(button(items[0].question)).toHaveAttribute("aria-expanded", "false")
  expect(screen.getAllByRole("region")).toHaveLength(1)

  await user.click(button(items[1].question))
  expect(button(items[1].question)).toHaveAttribute("aria-expanded", "false")
  expect(screen.queryAllByRole("region")).toHaveLength(0)
})

test("the keyboard opens items (Enter and Space) and a default item can start open", async () => {
  const user = userEvent.setup()
  renderAccordion({ defaultOpenId: "delays" })
  expect(screen.getByRole("region", { name: items[2].question })).toHaveTextContent("We track your flight.")
  button(items[0].question).focus()
  await user.keyboard("{Enter}")
  expect(button(items[0].question)).toHaveAttribute("aria-expanded", "true")
  expect(button(items[2].question)).toHaveAttribute("aria-expanded", "false")
  await user.keyboard(" ")
  expect(button(items[0].question)).toHaveAttribute("aria-expanded", "false")
})

test("two accordions on one page never share element ids", () => {
  render(
    <ThemeProvider theme={theme}>
      <Accordion items={items} />
      <Accordion items={items} />
    </ThemeProvider>,
  )
  const ids = Array.from(document.querySelectorAll("[id]")).map((el) => el.id)
  expect(new Set(ids).size).toBe(ids.length)
})
