/**
 * The home carousels as a visitor meets them: the cards on screen, the dot marked current, and
 * when the page turns by itself. jsdom has no layout, so each test gives the track one (cards of a
 * fixed width side by side) and a smooth scroll that moves frame by frame, with a pause halfway as
 * on a busy phone; "on screen" means inside the track's scrolled window.
 */
import { act, fireEvent, screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import business from "../../../../data/business.json"
import fleet from "../../../../data/fleet.json"
import { renderWithProviders } from "../../../test-utils/render"
import { FLEET_CAROUSEL_INTERVAL_MS, SERVICES_CAROUSEL_INTERVAL_MS } from "../../../config/constants"
import { ServicesCarousel, type ServiceCardData } from "../services-carousel"
import { FleetCarousel } from "../fleet-carousel"
import { sectionText } from "../home-section"

const CARD_WIDTH = 300
const FRAME_MS = 16
const FRAMES = 20
/** A smooth scroll's frames stop for this long after its eighth frame (the page is busy). */
const BUSY_PAUSE_MS = 300
/** Long enough for any scroll of the track, pause included, to end. */
const SCROLL_DONE_MS = FRAMES * FRAME_MS + BUSY_PAUSE_MS + 200

const services: ServiceCardData[] = Array.from({ length: 8 }, (_, i) => ({
  slug: `service-${i + 1}`,
  path: `/services/service-${i + 1}`,
  title: `Service ${i + 1}`,
  description: `What service ${i + 1} offers.`,
  price: "From $100",
  popular: false,
  icon: "plane",
  imageAlt: "",
}))

const track = () => document.querySelector<HTMLElement>('[id$="-slides"]')!
const slides = () => Array.from(track().querySelectorAll('[aria-roledescription="slide"]'))
const isSlide = (el: Element) => el.getAttribute("aria-roledescription") === "slide"

/**
 * Lays the track out with `perView` cards of CARD_WIDTH in its window, and gives it a smooth
 * scrollTo that moves in FRAMES frames (a new scroll cancels the one under way, as in browsers).
 */
function layOut(perView: number) {
  const slideIndex = (el: Element) => (isSlide(el) ? Array.from(el.parentElement!.children).indexOf(el) : -1)
  jest.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockImplementation(function (this: HTMLElement) {
    return isSlide(this) ? CARD_WIDTH : 0
  })
  jest.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (this: HTMLElement) {
    return Math.max(0, slideIndex(this)) * CARD_WIDTH
  })
  jest.spyOn(Element.prototype, "clientWidth", "get").mockImplementation(function (this: Element) {
    return this.id.endsWith("-slides") ? CARD_WIDTH * perView : 0
  })
  jest.spyOn(Element.prototype, "scrollWidth", "get").mockImplementation(function (this: Element) {
    return this.id.endsWith("-slides") ? CARD_WIDTH * this.children.length : 0
  })
  let animation = 0
  Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
    const element = this as HTMLElement
    const to = typeof options === "object" ? (options.left ?? 0) : 0
    const from = element.scrollLeft
    const run = ++animation
    for (let frame = 1; frame <= FRAMES; frame++) {
      setTimeout(
        () => {
          if (run !== animation) return
          element.scrollLeft = from + ((to - from) * frame) / FRAMES
          fireEvent.scroll(element)
        },
        frame * FRAME_MS + (frame > 8 ? BUSY_PAUSE_MS : 0),
      )
    }
  } as typeof Element.prototype.scrollTo
  return {
    /** A finger drags the track to `left` and lets go; the browser's scroll snap lands it there. */
    swipeTo(left: number) {
      const element = track()
      animation++
      fireEvent.touchStart(element)
      const from = element.scrollLeft
      for (let step = 1; step <= 5; step++) {
        element.scrollLeft = from + ((left - from) * step) / 5
        fireEvent.scroll(element)
        act(() => jest.advanceTimersByTime(FRAME_MS))
      }
      fireEvent.touchEnd(element)
    },
  }
}

/** The numbers of the cards wholly inside the track's window. */
function cardsOnScreen(): number[] {
  const left = track().scrollLeft
  const right = left + track().clientWidth
  return slides()
    .map((_, i) => i)
    .filter((i) => i * CARD_WIDTH >= left - 1 && (i + 1) * CARD_WIDTH <= right + 1)
    .map((i) => i + 1)
}

// Plain selectors: these run at every frame of every scroll, where role queries would be slow.
const dots = () => Array.from(document.querySelectorAll<HTMLButtonElement>('button[aria-label^="Show page "]'))
/** The page the dots say is shown: the one marked aria-current (1-based). */
const currentDot = () => {
  const marked = dots().filter((dot) => dot.getAttribute("aria-current") === "true")
  expect(marked).toHaveLength(1)
  return dots().indexOf(marked[0]) + 1
}

/** The cards a page shows, `perView` at a time; the last page is full (it ends at the last card). */
function cardsOfPage(pageNumber: number, perView: number, count: number): number[] {
  const first = Math.min((pageNumber - 1) * perView, count - perView)
  return Array.from({ length: perView }, (_, i) => first + i + 1)
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms))

/** Advances a millisecond at a time until `done` holds (at most `limitMs`); returns how long it took. */
function advanceUntil(done: () => boolean, limitMs: number): number {
  let elapsed = 0
  while (!done()) {
    if (elapsed >= limitMs) throw new Error(`not within ${limitMs} ms`)
    advance(1)
    elapsed++
  }
  return elapsed
}

/** Lets the track's scroll end, checking at every frame that the dot already names the page it goes to. */
function expectScrollToEndOn(pageNumber: number, perView: number, count: number) {
  for (let t = 0; t < SCROLL_DONE_MS; t += FRAME_MS) {
    expect(currentDot()).toBe(pageNumber)
    advance(Math.min(FRAME_MS, SCROLL_DONE_MS - t))
  }
  expect(currentDot()).toBe(pageNumber)
  expect(cardsOnScreen()).toEqual(cardsOfPage(pageNumber, perView, count))
}

beforeEach(() => {
  ;(useStaticQuery as jest.Mock).mockReturnValue({ business })
  jest.useFakeTimers()
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
  delete (Element.prototype as Partial<Element>).scrollTo
})

describe("services carousel (3 cards per page, 8 services)", () => {
  const renderServices = () => {
    renderWithProviders(<ServicesCarousel text={sectionText(business.home.sections, "services")} services={services} />)
    return screen.getByRole("region", { name: "Our Services" })
  }
  const expectPage = (pageNumber: number) => expectScrollToEndOn(pageNumber, 3, services.length)

  test(`after Next, the page turns by itself only ${SERVICES_CAROUSEL_INTERVAL_MS / 1000} s later, and the dot follows the cards`, () => {
    layOut(3)
    const region = renderServices()
    expect(screen.getAllByRole("button", { name: /^Show page \d of 3$/ })).toHaveLength(3)
    expect(currentDot()).toBe(1)
    expect(cardsOnScreen()).toEqual([1, 2, 3])

    fireEvent.pointerEnter(region)
    advance(SERVICES_CAROUSEL_INTERVAL_MS - 100)
    expect(currentDot()).toBe(1)
    fireEvent.click(screen.getByRole("button", { name: "Next" }))
    expectPage(2)

    // 3.9 s after the click (the old schedule would have turned 0.1 s after it): still page 2.
    advance(SERVICES_CAROUSEL_INTERVAL_MS - 100 - SCROLL_DONE_MS)
    expect(currentDot()).toBe(2)
    expect(cardsOnScreen()).toEqual([4, 5, 6])
    // At 4 s it turns, once.
    advance(100)
    expectPage(3)
    expect(cardsOnScreen()).toEqual([6, 7, 8])
    advance(SERVICES_CAROUSEL_INTERVAL_MS - SCROLL_DONE_MS - 1)
    expect(currentDot()).toBe(3)
    advance(1)
    expectPage(1)
  })

  test("Previous, a dot and a swipe each restart the wait, and the dot always names the cards on screen", () => {
    const gestures = layOut(3)
    const region = renderServices()
    fireEvent.pointerEnter(region)

    advance(SERVICES_CAROUSEL_INTERVAL_MS - 100)
    fireEvent.click(screen.getByRole("button", { name: "Previous" }))
    expectPage(3)
    advance(SERVICES_CAROUSEL_INTERVAL_MS - 100 - SCROLL_DONE_MS)
    expect(currentDot()).toBe(3)

    fireEvent.click(screen.getByRole("button", { name: "Show page 2 of 3" }))
    expectPage(2)
    advance(SERVICES_CAROUSEL_INTERVAL_MS - 100 - SCROLL_DONE_MS)
    expect(currentDot()).toBe(2)

    // A swipe back to the first cards: the dot follows once the track rests, and the wait starts again.
    gestures.swipeTo(0)
    expect(cardsOnScreen()).toEqual([1, 2, 3])
    advanceUntil(() => currentDot() === 1, 500)
    advance(SERVICES_CAROUSEL_INTERVAL_MS - 100)
    expect(currentDot()).toBe(1)
    expect(cardsOnScreen()).toEqual([1, 2, 3])
    advance(100)
    expectPage(2)
  })

  test("a click in the middle of a turn goes on from the page the dots show", () => {
    layOut(3)
    const region = renderServices()
    fireEvent.pointerEnter(region)
    advance(SERVICES_CAROUSEL_INTERVAL_MS) // turns to page 2 (cards 4 to 6); its scroll is under way
    expect(currentDot()).toBe(2)
    // Stopped short of halfway for a moment: the dot still names where the cards are going.
    advance(8 * FRAME_MS + BUSY_PAUSE_MS - 50)
    expect(track().scrollLeft).toBeLessThan(CARD_WIDTH * 1.5)
    expect(currentDot()).toBe(2)
    fireEvent.click(screen.getByRole("button", { name: "Next" }))
    expectPage(3)
  })
})

describe("fleet carousel (shares the carousel; one card per view on a phone)", () => {
  const vehicles = fleet.map((v) => ({ ...v, image: null }))

  test(`after Next, it turns by itself only ${FLEET_CAROUSEL_INTERVAL_MS / 1000} s later`, () => {
    layOut(1)
    renderWithProviders(<FleetCarousel text={sectionText(business.home.sections, "fleet")} vehicles={vehicles} />)
    const region = screen.getByRole("region", { name: "Our Fleet" })
    expect(dots()).toHaveLength(vehicles.length)
    fireEvent.pointerEnter(region)

    advance(FLEET_CAROUSEL_INTERVAL_MS - 100)
    fireEvent.click(screen.getByRole("button", { name: "Next" }))
    expectScrollToEndOn(2, 1, vehicles.length)
    advance(FLEET_CAROUSEL_INTERVAL_MS - 100 - SCROLL_DONE_MS)
    expect(currentDot()).toBe(2)
    expect(cardsOnScreen()).toEqual([2])
    advance(100)
    expectScrollToEndOn(3, 1, vehicles.length)
  })
})
