import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import { TrustBadges } from "../../badges/trust-badges"
import { renderWithProviders } from "../../../test-utils/render"
import { SHELL_STATIC_QUERY_DATA } from "../shell-test-data"
import business from "../../../../data/business.json"

beforeEach(() => {
  ;(useStaticQuery as jest.Mock).mockReturnValue(SHELL_STATIC_QUERY_DATA)
})

const badgeButton = (name: RegExp) => screen.getByRole("button", { name })

test("both badges of business.json are buttons that announce a dialog", () => {
  renderWithProviders(<TrustBadges />)
  const region = screen.getByRole("complementary", { name: "Accreditations" })
  const buttons = within(region).getAllByRole("button")
  expect(buttons).toHaveLength(business.badges.length)
  expect(badgeButton(/BBB Accredited A\+ Rating/)).toHaveAttribute("aria-haspopup", "dialog")
  expect(badgeButton(/NLA Member Since 1985/)).toHaveAttribute("aria-haspopup", "dialog")
  // Nothing of the dialog is rendered (or loaded) before a visitor asks for it.
  expect(screen.queryByRole("dialog")).toBeNull()
})

test.each(business.badges.map((b) => [b.label, b] as const))(
  "the %s badge opens its dialog with the details and the external link",
  async (_label, badge) => {
    const user = userEvent.setup()
    renderWithProviders(<TrustBadges />)
    const button = badgeButton(new RegExp(badge.label))
    await user.click(button)
    const dialog = await screen.findByRole("dialog", { name: badge.name })
    expect(dialog).toHaveTextContent(badge.summary)
    expect(dialog).toHaveTextContent(badge.details)
    const link = within(dialog).getByRole("link", { name: new RegExp(badge.linkText) })
    expect(link).toHaveAttribute("href", badge.url)
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
    // Focus is inside the dialog.
    expect(dialog.contains(document.activeElement)).toBe(true)
    // No positive tabindex (axe "tabindex"), not even on the focus lock's guards.
    expect(document.querySelector('[tabindex]:not([tabindex="0"]):not([tabindex^="-"])')).toBeNull()

    await user.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(button).toHaveFocus()
  },
)

test("the close button closes the dialog and focus returns to the badge", async () => {
  const user = userEvent.setup()
  renderWithProviders(<TrustBadges />)
  const button = badgeButton(/BBB Accredited/)
  await user.click(button)
  const dialog = await screen.findByRole("dialog", { name: "Better Business Bureau" })
  await user.click(within(dialog).getByRole("button", { name: "Close" }))
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
  expect(button).toHaveFocus()
})
