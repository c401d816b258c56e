import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import { Header } from "../header"
import { renderWithProviders } from "../../../test-utils/render"
import { SHELL_STATIC_QUERY_DATA, TEST_SERVICES, TEST_TOWNS } from "../shell-test-data"
import { NAV_SCROLL_THRESHOLD_PX } from "../../../config/constants"
import { MOBILE_MENU_ID } from "../nav-items"
import { loadAllIslands } from "../../island/island"

beforeEach(() => {
  ;(useStaticQuery as jest.Mock).mockReturnValue(SHELL_STATIC_QUERY_DATA)
})

// The Link stand-in is a plain anchor; keep jsdom from trying to load the page it points to.
const stayOnPage = (event: MouseEvent) => {
  if ((event.target as Element).closest("a")) event.preventDefault()
}
beforeAll(() => document.addEventListener("click", stayOnPage))
afterAll(() => document.removeEventListener("click", stayOnPage))

afterEach(() => {
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true })
})

// jsdom applies the mobile-first base styles but no media queries, so the wide-screen parts
// (display:none below lg) are shown here by a style sheet standing in for a 1440 px window.
function showWideScreenParts() {
  const style = document.head.appendChild(document.createElement("style"))
  style.textContent = `nav[aria-label="Main"], nav[aria-label="Main"] ul { display: flex !important; }`
  return () => style.remove()
}
const desktopNav = () => screen.getByRole("navigation", { name: "Main" })
const inNav = () => within(desktopNav())
const H = {} as const
const mobileMenu = () => document.getElementById(MOBILE_MENU_ID) as HTMLElement

function setupAt(path = "/") {
  const user = userEvent.setup()
  const view = renderWithProviders(<Header path={path} />)
  return { user, ...view }
}

describe("desktop navigation", () => {
  // The list is an island whose code loads on intent; here it is loaded before the tests, as a
  // pointer reaching the navigation would load it.
  beforeAll(loadAllIslands)
  let hideWideScreenParts: () => void
  beforeEach(() => {
    hideWideScreenParts = () => undefined
  })
  afterEach(() => hideWideScreenParts())
  const setup = (path = "/") => {
    const view = setupAt(path)
    hideWideScreenParts = showWideScreenParts()
    return view
  }

  test("lists the items of docs/REQUIREMENTS.md §2 in order and marks the current section with aria-current", () => {
    setup("/services/airport")
    const nav = desktopNav()
    const topLinks = within(nav)
      .getAllByRole("link", H)
      .filter((a) => a.closest("[id]") === null)
    expect(topLinks.map((a) => a.textContent)).toEqual([
      "Home",
      "About",
      "Services",
      "Business Solutions",
      "Service Areas",
      "Reviews",
      "Blogs",
      "FAQ",
    ])
    const marked = within(nav)
      .getAllByRole("link", { hidden: true })
      .filter((a) => a.hasAttribute("aria-current"))
    // The section (Services) is marked as holding the page; inside its list, the page itself.
    expect(marked.map((a) => [a.getAttribute("href"), a.getAttribute("aria-current")])).toEqual([
      ["/services", "true"],
      ["/services/airport", "page"],
    ])
  })

  test("a group opens with Enter on its button and closes on Escape, focus back on the button", async () => {
    const { user } = setup()
    const toggle = inNav().getByRole("button", { name: "Services menu", ...H })
    const list = document.getElementById(toggle.getAttribute("aria-controls")!)!
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(list).toHaveAttribute("hidden")

    toggle.focus()
    await user.keyboard("{Enter}")
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(list).not.toHaveAttribute("hidden")
    expect(
      within(list)
        .getAllByRole("link", H)
        .map((a) => a.getAttribute("href")),
    ).toEqual([...TEST_SERVICES.map((s) => s.path), "/services"])

    // Escape from a link inside the list.
    act(() => within(list).getAllByRole("link", H)[3].focus())
    await user.keyboard("{Escape}")
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(list).toHaveAttribute("hidden")
    expect(toggle).toHaveFocus()
  })

  test("Space opens a group too, and a second press closes it", async () => {
    const { user } = setup()
    const toggle = inNav().getByRole("button", { name: "Service Areas menu", ...H })
    toggle.focus()
    await user.keyboard(" ")
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    const list = document.getElementById(toggle.getAttribute("aria-controls")!)!
    expect(within(list).getAllByRole("link", H)).toHaveLength(TEST_TOWNS.length + 1)
    await user.keyboard(" ")
    expect(toggle).toHaveAttribute("aria-expanded", "false")
  })

  test("only one group is open at a time, and a click outside closes it", async () => {
    const { user } = setup()
    const services = inNav().getByRole("button", { name: "Services menu", ...H })
    const business = inNav().getByRole("button", { name: "Business Solutions menu", ...H })
    act(() => services.focus())
    await user.keyboard("{Enter}")
    act(() => business.focus())
    await user.keyboard("{Enter}")
    expect(services).toHaveAttribute("aria-expanded", "false")
    expect(business).toHaveAttribute("aria-expanded", "true")
    fireEvent.pointerDown(document.body)
    expect(business).toHaveAttribute("aria-expanded", "false")
  })

  test("hovering a group opens it and moving the pointer away closes it", async () => {
    const { user } = setup()
    const toggle = inNav().getByRole("button", { name: "Business Solutions menu", ...H })
    await user.hover(inNav().getByRole("link", { name: "Business Solutions", ...H }))
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    await user.unhover(inNav().getByRole("link", { name: "Business Solutions", ...H }))
    await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "false"))
  })

  test("Escape closes a group the pointer opened wherever focus is, and it stays closed until the pointer leaves and comes back", async () => {
    const { user } = setup()
    const link = inNav().getByRole("link", { name: "Services", ...H })
    const toggle = inNav().getByRole("button", { name: "Services menu", ...H })
    await user.hover(link)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    act(() => (document.activeElement as HTMLElement | null)?.blur())
    await user.keyboard("{Escape}")
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(document.body).toHaveFocus()
    // Moving about the item (from the link to its button and back) leaves it closed. (Events as a
    // browser sends them, each naming where the pointer came from.)
    fireEvent.mouseOut(link, { relatedTarget: toggle })
    fireEvent.mouseOver(toggle, { relatedTarget: link })
    fireEvent.mouseOut(toggle, { relatedTarget: link })
    fireEvent.mouseOver(link, { relatedTarget: toggle })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    // Leaving and coming back opens it.
    await user.unhover(link)
    await user.hover(inNav().getByRole("link", { name: "Reviews", ...H }))
    await user.hover(link)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
  })

  test("focus leaving an open group closes it", async () => {
    const { user } = setup()
    const toggle = inNav().getByRole("button", { name: "Business Solutions menu", ...H })
    toggle.focus()
    await user.keyboard("{Enter}")
    const list = document.getElementById(toggle.getAttribute("aria-controls")!)!
    const links = within(list).getAllByRole("link", H)
    act(() => links[links.length - 1].focus())
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    // Focus moves on to the next item, outside the group.
    act(() =>
      inNav()
        .getByRole("link", { name: "Reviews", ...H })
        .focus(),
    )
    expect(toggle).toHaveAttribute("aria-expanded", "false")
  })
})

const setup = setupAt

describe("mobile menu", () => {
  test("the menu button opens and closes the full-height menu with the right name and state", async () => {
    const { user } = setup()
    const toggle = screen.getByRole("button", { name: "Open menu" })
    expect(toggle).toHaveAttribute("aria-controls", MOBILE_MENU_ID)
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(mobileMenu()).not.toBeVisible()
    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(toggle).toHaveAccessibleName("Close menu")
    expect(mobileMenu()).toBeVisible()
    // Its contents are loaded when asked for, and exist only while it is open.
    expect(await within(mobileMenu()).findByRole("navigation", { name: "Main menu" })).toBeVisible()
    await user.click(toggle)
    expect(toggle).toHaveAccessibleName("Open menu")
    expect(mobileMenu()).not.toBeVisible()
    expect(mobileMenu()).toBeEmptyDOMElement()
  })

  test("a group expands, and choosing a link closes the menu", async () => {
    const { user } = setup()
    await user.click(screen.getByRole("button", { name: "Open menu" }))
    const menu = within(mobileMenu())
    const group = await menu.findByRole("button", { name: "Service Areas menu" })
    const list = document.getElementById(group.getAttribute("aria-controls")!)!
    expect(list).not.toBeVisible()
    await user.click(group)
    expect(group).toHaveAttribute("aria-expanded", "true")
    expect(list).toBeVisible()
    await user.click(within(list).getByRole("link", { name: "Andover, MA" }))
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false")
    expect(mobileMenu()).not.toBeVisible()
  })

  test("the current section starts expanded with its page marked", async () => {
    const { user } = setup("/service-areas/salem-nh")
    await user.click(screen.getByRole("button", { name: "Open menu" }))
    const group = await within(mobileMenu()).findByRole("button", { name: "Service Areas menu" })
    expect(group).toHaveAttribute("aria-expanded", "true")
    expect(within(mobileMenu()).getByRole("link", { name: "Salem, NH" })).toHaveAttribute("aria-current", "page")
    expect(within(mobileMenu()).getByRole("link", { name: "Service Areas" })).toHaveAttribute("aria-current", "true")
  })

  test("Escape closes the menu and returns focus to the menu button; the page behind is inert meanwhile", async () => {
    const { user } = setup()
    const main = document.body.appendChild(document.createElement("main"))
    main.id = "main"
    await user.click(screen.getByRole("button", { name: "Open menu" }))
    expect(main).toHaveAttribute("inert")
    await within(mobileMenu()).findByRole("navigation", { name: "Main menu" })
    await user.tab()
    await user.keyboard("{Escape}")
    const toggle = screen.getByRole("button", { name: "Open menu" })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveFocus()
    expect(main).not.toHaveAttribute("inert")
    main.remove()
  })

  test("Book Now and both phone numbers are in the menu", async () => {
    const { user } = setup()
    await user.click(screen.getByRole("button", { name: "Open menu" }))
    const menu = within(mobileMenu())
    expect(await menu.findByRole("button", { name: "Book Now" })).toBeInTheDocument()
    expect(menu.getAllByRole("link").filter((a) => a.getAttribute("href")?.startsWith("tel:"))).toHaveLength(2)
  })
})

describe("scroll border", () => {
  const scrollTo = async (y: number) => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true })
    await act(async () => {
      fireEvent.scroll(window)
      await new Promise((resolve) => window.requestAnimationFrame(() => resolve(undefined)))
    })
  }

  test(`the bar gains its border only past ${NAV_SCROLL_THRESHOLD_PX}px of scrolling`, async () => {
    setup()
    const bar = screen.getByRole("banner")
    expect(bar).not.toHaveAttribute("data-scrolled")
    await scrollTo(NAV_SCROLL_THRESHOLD_PX)
    expect(bar).not.toHaveAttribute("data-scrolled")
    await scrollTo(NAV_SCROLL_THRESHOLD_PX + 1)
    expect(bar).toHaveAttribute("data-scrolled")
    await scrollTo(0)
    expect(bar).not.toHaveAttribute("data-scrolled")
  })

  test("a page opened already scrolled (reload, Back) shows the border at once", () => {
    Object.defineProperty(window, "scrollY", { value: 400, configurable: true })
    setup()
    expect(screen.getByRole("banner")).toHaveAttribute("data-scrolled")
  })
})

test("the header has the phone number as a tel: link and a Book Now button", () => {
  setup()
  const bar = screen.getByRole("banner")
  const tel = within(bar)
    .getAllByRole("link", { hidden: true })
    .filter((a) => a.getAttribute("href") === `tel:${SHELL_STATIC_QUERY_DATA.business.phones[0].tel}`)
  expect(tel.length).toBeGreaterThan(0)
  expect(
    within(bar)
      .getAllByText("Book Now")
      .filter((el) => el.tagName === "BUTTON").length,
  ).toBeGreaterThan(0)
})
