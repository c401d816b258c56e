import { act, fireEvent, render, screen } from "@testing-library/react"
import { ThemeProvider } from "@emotion/react"
import { Carousel } from "../carousel"
import { theme } from "../../../theme/theme"
import { CAROUSEL_PAGE_SIZE, SERVICES_CAROUSEL_INTERVAL_MS } from "../../../config/constants"

const items = Array.from({ length: 8 }, (_, i) => ({ id: `service-${i + 1}`, title: `Service ${i + 1}` }))

function renderCarousel(intervalMs = SERVICES_CAROUSEL_INTERVAL_MS) {
  render(
    <ThemeProvider theme={theme}>
      <Carousel
        items={items}
        getKey={(item) => item.id}
        renderItem={(item) => <a href={`/${item.id}`}>{item.title}</a>}
        label="Our services"
        header={<h2>Our services</h2>}
        intervalMs={intervalMs}
      />
    </ThemeProvider>,
  )
  return screen.getByRole("region", { name: "Our services" })
}

const dots = () => screen.getAllByRole("button", { name: /^Show page \d of \d$/ })
const currentPage = () => dots().findIndex((dot) => dot.getAttribute("aria-current") === "true") + 1

afterEach(() => jest.useRealTimers())

test("8 items at 3 per page make 3 pages, every card is in the list and the first page is current", () => {
  expect(CAROUSEL_PAGE_SIZE).toBe(3)
  const region = renderCarousel()
  expect(region).toHaveAttribute("aria-roledescription", "carousel")
  expect(screen.getAllByRole("group")).toHaveLength(8)
  expect(screen.getByRole("group", { name: "4 of 8" })).toHaveAttribute("aria-roledescription", "slide")
  expect(dots().map((dot) => dot.getAttribute("aria-label"))).toEqual(["Show page 1 of 3", "Show page 2 of 3", "Show page 3 of 3"])
  expect(currentPage()).toBe(1)
  expect(
    screen
      .getAllByRole("group")
      .filter((slide) => slide.dataset.current === "true")
      .map((slide) => slide.textContent),
  ).toEqual(["Service 1", "Service 2", "Service 3"])
})

test("Next wraps from the last page to the first, Previous from the first to the last, dots jump, changes are announced", () => {
  renderCarousel()
  const next = screen.getByRole("button", { name: "Next" })
  const previous = screen.getByRole("button", { name: "Previous" })
  fireEvent.click(previous)
  expect(currentPage()).toBe(3)
  expect(screen.getByText("Page 3 of 3")).toBeInTheDocument()
  fireEvent.click(next)
  expect(currentPage()).toBe(1)
  fireEvent.click(next)
  expect(currentPage()).toBe(2)
  fireEvent.click(next)
  expect(currentPage()).toBe(3)
  expect(
    screen
      .getAllByRole("group")
      .filter((slide) => slide.dataset.current === "true")
      .map((slide) => slide.textContent),
  ).toEqual(["Service 7", "Service 8"])
  fireEvent.click(next)
  expect(currentPage()).toBe(1)
  fireEvent.click(screen.getByRole("button", { name: "Show page 3 of 3" }))
  expect(currentPage()).toBe(3)
  expect(screen.getByRole("button", { name: "Show page 3 of 3" })).toHaveAttribute("aria-current", "true")
  expect(screen.getByText("Page 3 of 3").closest("[aria-live]")).toHaveAttribute("aria-live", "polite")
})

test("auto-advance runs every interval only while the pointer is over the carousel", () => {
  jest.useFakeTimers()
  const region = renderCarousel()
  act(() => jest.advanceTimersByTime(SERVICES_CAROUSEL_INTERVAL_MS * 3))
  expect(currentPage()).toBe(1)

  fireEvent.pointerEnter(region)
  act(() => jest.advanceTimersByTime(SERVICES_CAROUSEL_INTERVAL_MS - 1))
  expect(currentPage()).toBe(1)
  act(() => jest.advanceTimersByTime(1))
  expect(currentPage()).toBe(2)
  act(() => jest.advanceTimersByTime(SERVICES_CAROUSEL_INTERVAL_MS))
  expect(currentPage()).toBe(3)
  act(() => jest.advanceTimersByTime(SERVICES_CAROUSEL_INTERVAL_MS))
  expect(currentPage()).toBe(1)
  // Auto-advance is silent: nothing is announced.
  expect(screen.queryByText(/^Page \d of \d$/)).toBeNull()

  fireEvent.pointerLeave(region)
  act(() => jest.advanceTimersByTime(SERVICES_CAROUSEL_INTERVAL_MS * 3))
  expect(currentPage()).toBe(1)
})

test("auto-advance pauses while keyboard focus is inside and resumes when it leaves", () => {
  jest.useFakeTimers()
  const region = renderCarousel()
  fireEvent.pointerEnter(region)
  act(() => screen.getByRole("link", { name: "Service 2" }).focus())
  act(() => jest.advanceTimersByTime(SERVICES_CAROUSEL_INTERVAL_MS * 3))
  expect(currentPage()).toBe(1)
  act(() => screen.getByRole("link", { name: "Service 2" }).blur())
  act(() => jest.advanceTimersByTime(SERVICES_CAROUSEL_INTERVAL_MS))
  expect(currentPage()).toBe(2)
})

test("a touch does not count as hovering; a mouse does", () => {
  jest.useFakeTimers()
  const region = renderCarousel()
  const pointerOver = (pointerType: string) => Object.assign(new MouseEvent("pointerover", { bubbles: true }), { pointerType })
  fireEvent(region, pointerOver("touch"))
  act(() => jest.advanceTimersByTime(SERVICES_CAROUSEL_INTERVAL_MS * 2))
  expect(currentPage()).toBe(1)
  fireEvent.pointerLeave(region)
  fireEvent(region, pointerOver("mouse"))
  act(() => jest.advanceTimersByTime(SERVICES_CAROUSEL_INTERVAL_MS))
  expect(currentPage()).toBe(2)
})

test("under prefers-reduced-motion the carousel never auto-advances", () => {
  const matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query.includes("prefers-reduced-motion"),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }))
  Object.defineProperty(window, "matchMedia", { value: matchMedia, configurable: true })
  try {
    jest.useFakeTimers()
    const region = renderCarousel()
    fireEvent.pointerEnter(region)
    act(() => jest.advanceTimersByTime(SERVICES_CAROUSEL_INTERVAL_MS * 3))
    expect(currentPage()).toBe(1)
    // Manual controls still work.
    fireEvent.click(screen.getByRole("button", { name: "Next" }))
    expect(currentPage()).toBe(2)
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia
  }
})
