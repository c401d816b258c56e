import { screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import business from "../../../../data/business.json"
import { renderWithProviders } from "../../../test-utils/render"
import { Hero } from "../hero"
import { Highlights } from "../highlights"
import { About } from "../about"
import { Testimonials } from "../testimonials"
import { CtaBanner } from "../cta-banner"
import { Faq } from "../faq"
import { sectionText } from "../home-section"
import { RATING_SCALE } from "../../../config/constants"

beforeEach(() => {
  ;(useStaticQuery as jest.Mock).mockReturnValue({ business })
})

const { home, figures, phones } = business
const text = (id: Parameters<typeof sectionText>[1]) => sectionText(home.sections, id)

test("the hero has the one h1, the four ticks, Book Your Ride, the call link and the figures from business.json", () => {
  renderWithProviders(<Hero headline={home.headline} subheadline={home.subheadline} ticks={home.ticks} />)
  expect(screen.getByRole("heading", { level: 1, name: home.headline })).toBeInTheDocument()
  expect(screen.getByText(home.subheadline)).toBeInTheDocument()
  for (const tick of home.ticks) expect(screen.getByText(tick)).toBeInTheDocument()
  expect(screen.getByRole("button", { name: "Book Your Ride" })).toHaveAttribute("aria-haspopup", "dialog")
  expect(screen.getByRole("link", { name: `Call ${phones[0].display}` })).toHaveAttribute("href", `tel:${phones[0].tel}`)
  const badges = within(screen.getByRole("list", { name: "At a glance" })).getAllByRole("listitem")
  expect(badges[0]).toHaveTextContent(`${figures.rating} ${figures.ratingLabel}`)
  expect(badges[1]).toHaveTextContent(`Available ${figures.availability}`)
})

test("highlights show each quality with its figure, the feature badges and both ways to book", () => {
  renderWithProviders(<Highlights text={text("highlights")} highlights={home.highlights} featureBadges={home.featureBadges} />)
  expect(screen.getByRole("heading", { level: 2, name: text("highlights").title })).toBeInTheDocument()
  expect(screen.getByText(text("highlights").eyebrow)).toBeInTheDocument()
  for (const h of home.highlights) {
    const card = screen.getByRole("heading", { name: h.title }).closest("li")!
    expect(card).toHaveTextContent(`${h.value}${h.label}`)
  }
  expect(within(screen.getByRole("list", { name: "Features" })).getAllByRole("listitem")).toHaveLength(home.featureBadges.length)
  expect(screen.getByRole("button", { name: "Book Now" })).toBeInTheDocument()
  expect(screen.getByRole("link", { name: `Call ${phones[0].display}` })).toBeInTheDocument()
})

test("Our Story shows its paragraphs, its stats (each a business fact from its one place) and a Learn More link to /about", () => {
  renderWithProviders(<About text={text("about")} paragraphs={home.story.paragraphs} stats={home.stats} />)
  expect(screen.getByRole("heading", { level: 2, name: "Our Story" })).toBeInTheDocument()
  expect(screen.getByRole("link", { name: /^Learn More/ })).toHaveAttribute("href", "/about")
  expect(screen.getAllByRole("term").map((dt) => dt.textContent)).toEqual(["Founded", "Happy Clients", "Average Rating", "Dispatch"])
  expect(screen.getAllByRole("definition").map((dd) => dd.textContent)).toEqual([
    String(business.foundedYear),
    figures.clients,
    figures.rating,
    figures.availability,
  ])
})

test("testimonials give stars a text alternative and show the four figures from business.json", () => {
  renderWithProviders(
    <Testimonials
      text={text("testimonials")}
      testimonials={[
        {
          id: "a",
          name: "Emily R.",
          title: "Bride, Andover MA",
          rating: 5,
          text: "Wonderful.",
          imageAlt: "Portrait",
          service: { title: "Wedding Transportation", path: "/services/wedding" },
        },
        { id: "b", name: "Kevin O.", title: "Birthday", rating: 4, text: "Great night.", imageAlt: "Portrait" },
      ]}
    />,
  )
  expect(screen.getByRole("img", { name: `Rated 4 out of ${RATING_SCALE}` })).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Wedding Transportation" })).toHaveAttribute("href", "/services/wedding")
  expect(screen.getAllByRole("definition").map((dd) => dd.textContent)).toEqual([
    figures.clients,
    `${figures.rating}/${RATING_SCALE}`,
    figures.onTime,
    figures.availability,
  ])
})

test("the call-to-action banner offers Book Now and both phone lines", () => {
  renderWithProviders(<CtaBanner intro={text("cta")} text={home.cta.text} />)
  expect(screen.getByRole("heading", { level: 2, name: text("cta").title })).toBeInTheDocument()
  expect(screen.getByText(text("cta").eyebrow)).toBeInTheDocument()
  expect(screen.getByRole("button", { name: "Book Now" })).toBeInTheDocument()
  for (const p of phones) expect(screen.getAllByRole("link").some((a) => a.getAttribute("href") === `tel:${p.tel}`)).toBe(true)
})

test("the FAQ section is an accordion of the given questions with a link to /faqs", () => {
  renderWithProviders(
    <Faq
      text={text("faq")}
      faqs={[
        { id: "one", question: "How far in advance should I book?", answer: "24 to 48 hours." },
        { id: "two", question: "What is your cancellation policy?", answer: "24 hours for a full refund." },
      ]}
    />,
  )
  expect(screen.getByRole("heading", { level: 2, name: "Frequently Asked Questions" })).toBeInTheDocument()
  expect(screen.getAllByRole("button", { expanded: false })).toHaveLength(2)
  expect(screen.getByRole("link", { name: /FAQs/ })).toHaveAttribute("href", "/faqs")
})

test("a section without a link text in the content shows no link", () => {
  renderWithProviders(
    <Faq text={{ eyebrow: "FAQ", title: "Questions", link: null }} faqs={[{ id: "one", question: "Q?", answer: "A." }]} />,
  )
  expect(screen.getByRole("heading", { level: 2, name: "Questions" })).toBeInTheDocument()
  expect(screen.queryByRole("link", { name: /FAQs/ })).toBeNull()
})

test("a missing section entry names the file and field to fix", () => {
  expect(() => sectionText([], "faq")).toThrow("data/business.json: home.sections: no entry for faq")
})
