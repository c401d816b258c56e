import { screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { Footer } from "../footer"
import { renderWithProviders } from "../../../test-utils/render"
import { SHELL_STATIC_QUERY_DATA, TEST_TOWNS } from "../shell-test-data"
import { FOOTER_AREA_COUNT } from "../../../config/constants"
import business from "../../../../data/business.json"

beforeEach(() => {
  ;(useStaticQuery as jest.Mock).mockReturnValue(SHELL_STATIC_QUERY_DATA)
  renderWithProviders(<Footer />)
})

const hrefs = (container: HTMLElement) =>
  within(container)
    .getAllByRole("link")
    .map((a) => a.getAttribute("href"))

test("quick links: About Us, Our Fleet, Reviews, Contact Us", () => {
  const nav = screen.getByRole("navigation", { name: "Quick links" })
  expect(
    within(nav)
      .getAllByRole("link")
      .map((a) => a.textContent),
  ).toEqual(["About Us", "Our Fleet", "Reviews", "Contact Us"])
  expect(hrefs(nav)).toEqual(["/about", "/fleet", "/reviews", "/contact"])
})

test(`exactly ${FOOTER_AREA_COUNT} area links`, () => {
  const nav = screen.getByRole("navigation", { name: "Service areas" })
  expect(hrefs(nav)).toEqual(TEST_TOWNS.slice(0, FOOTER_AREA_COUNT).map((t) => t.path))
})

test("services link to their pages, to all services and to the rates", () => {
  const nav = screen.getByRole("navigation", { name: "Services" })
  const links = hrefs(nav)
  expect(links[0]).toBe("/services/airport")
  expect(links.slice(-2)).toEqual(["/services", "/rates"])
})

test("contact: both phone numbers as tel: links and the email", () => {
  for (const phone of business.phones) {
    expect(screen.getByRole("link", { name: phone.display })).toHaveAttribute("href", `tel:${phone.tel}`)
  }
  expect(screen.getByRole("link", { name: business.email })).toHaveAttribute("href", `mailto:${business.email}`)
})

test("social and accreditation links open in a new tab safely", () => {
  for (const social of business.social) {
    const link = screen.getByRole("link", { name: new RegExp(`^${social.name}`) })
    expect(link).toHaveAttribute("href", social.url)
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
  }
})

test("the newsletter form, and the Privacy Policy and Terms links", () => {
  expect(screen.getByRole("form", { name: "Newsletter" })).toBeInTheDocument()
  expect(screen.getByRole("button", { name: "Subscribe" })).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy")
  expect(screen.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms")
})
