import { CLICK_HOLD_GLOBAL, clickHold } from "../click-hold"
import { clickHoldScript } from "../click-hold-script"

/** A page as the server sends it, with the inline script run as the browser runs it. */
function page(html: string) {
  // A fresh document for each test: the script listens on it.
  const doc = document.implementation.createHTMLDocument("page")
  doc.body.innerHTML = html
  const win = {} as Window
  new Function("window", "document", clickHoldScript())(win, doc)
  const hold = (win as unknown as Record<string, ReturnType<typeof clickHold>>)[CLICK_HOLD_GLOBAL]!
  const click = (selector: string) => {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true })
    doc.querySelector(selector)!.dispatchEvent(event)
    return event
  }
  return { doc, hold, click }
}

const SHELL = `
  <header><button id="book">Book Now</button><a id="about" href="/about">About</a><button id="menu"><svg><path id="bars"/></svg></button></header>
  <div data-island="services"><button id="next"><svg><path id="chevron"/></svg></button><a id="card" href="/services/airport">Airport</a></div>
  <div data-island="footer" data-island-ready><button id="subscribe">Subscribe</button></div>`

test("a button clicked before the app is live does nothing yet, and is handed to the app to click again", () => {
  const { doc, hold, click } = page(SHELL)
  const heard: string[] = []
  doc.body.addEventListener("click", () => heard.push("page"))
  expect(click("#book").defaultPrevented).toBe(true)
  expect(heard).toEqual([]) // the page's plain HTML never sees it
  expect(hold.release()).toBe(doc.getElementById("book"))
  expect(hold.release()).toBeNull() // handed over once
  expect(click("#book").defaultPrevented).toBe(false) // live: clicks go through
  expect(heard).toEqual(["page"])
})

test("a click on an icon inside a button holds the button; the last click made is the one kept", () => {
  const { doc, hold, click } = page(SHELL)
  click("#book")
  click("#bars")
  expect(hold.release()).toBe(doc.getElementById("menu"))
})

test("links outside islands work as plain HTML before the app is live", () => {
  const { hold, click } = page(SHELL)
  expect(click("#about").defaultPrevented).toBe(false)
  expect(hold.release()).toBeNull()
})

test("inside an island that waits for its code, any click is held for that island (an icon's on its button) until it takes it", () => {
  const { doc, hold, click } = page(SHELL)
  const island = doc.querySelector('[data-island="services"]')!
  const islandHeard: string[] = []
  island.addEventListener("click", () => islandHeard.push("island"))
  expect(click("#chevron").defaultPrevented).toBe(true)
  expect(islandHeard).toEqual(["island"]) // the island hears it: its sign to load
  expect(hold.release()).toBeNull() // not the app's to replay
  expect(click("#card").defaultPrevented).toBe(true) // held even after the app is live
  expect(hold.holds(island)).toBe(true)
  expect(hold.take(island)).toBe(doc.getElementById("card"))
  expect(hold.holds(island)).toBe(false)
  expect(hold.take(island)).toBeNull()
})

test("an island that is live, or whose code failed, gets its clicks as they come", () => {
  const { doc, hold, click } = page(SHELL)
  expect(click("#subscribe").defaultPrevented).toBe(false)
  // Live markup in place, its carrying-over still to come: its own handlers hear the click, so the
  // hold must not keep it as well (replayed, it would count twice: a menu opened, then shut).
  const services = doc.querySelector('[data-island="services"]')!
  services.setAttribute("data-island-live", "")
  expect(click("#next").defaultPrevented).toBe(false)
  expect(hold.holds(services)).toBe(false)
  services.removeAttribute("data-island-live")
  doc.querySelector('[data-island="services"]')!.setAttribute("data-island-failed", "")
  expect(click("#card").defaultPrevented).toBe(false)
  expect(hold.take(doc.querySelector('[data-island="services"]')!)).toBeNull()
})

test("a held button that left the page meanwhile is not clicked", () => {
  const { doc, hold, click } = page(SHELL)
  click("#book")
  doc.getElementById("book")!.remove()
  expect(hold.release()).toBeNull()
})

test("an island's held click is found by the island's name once its live markup has replaced the server HTML", () => {
  const { doc, hold, click } = page(SHELL)
  click("#chevron")
  const server = doc.querySelector('[data-island="services"]')!
  const live = doc.createElement("div")
  live.setAttribute("data-island", "services")
  server.replaceWith(live)
  expect(hold.holds(live)).toBe(true)
  // The control it was held on, still inside the replaced server HTML, for the island to map.
  const held = hold.take(live)!
  expect(held.id).toBe("next")
  expect(held.closest("[data-island]")).toBe(server)
})

test("components rendered without the page's script find no hold", () => {
  expect(clickHold()).toBeUndefined()
})

describe("a swap waits for the press in progress", () => {
  const press = (doc: Document, type: string) => doc.getElementById("next")!.dispatchEvent(new Event(type, { bubbles: true }))

  test("with no press, it runs at once", () => {
    const { hold } = page(SHELL)
    const ran = jest.fn()
    hold.afterPress(ran)
    expect(ran).toHaveBeenCalledTimes(1)
  })

  test("between a press and its release it waits for the click, which is held first", async () => {
    const { doc, hold, click } = page(SHELL)
    const island = doc.querySelector('[data-island="services"]')!
    const ran = jest.fn(() => expect(hold.holds(island)).toBe(true))
    press(doc, "pointerdown")
    hold.afterPress(ran)
    press(doc, "pointerup")
    expect(ran).not.toHaveBeenCalled()
    click("#next")
    expect(ran).not.toHaveBeenCalled() // not inside the click's own dispatch
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(ran).toHaveBeenCalledTimes(1)
  })

  test("a release with no click (a drag, a scroll) lets it run after a moment", async () => {
    jest.useFakeTimers()
    try {
      const { doc, hold } = page(SHELL)
      const ran = jest.fn()
      press(doc, "pointerdown")
      hold.afterPress(ran)
      press(doc, "pointerup")
      jest.advanceTimersByTime(399)
      expect(ran).not.toHaveBeenCalled()
      jest.advanceTimersByTime(1)
      expect(ran).toHaveBeenCalledTimes(1)
    } finally {
      jest.useRealTimers()
    }
  })

  test("a cancelled press lets it run at once", () => {
    const { doc, hold } = page(SHELL)
    const ran = jest.fn()
    press(doc, "pointerdown")
    hold.afterPress(ran)
    press(doc, "pointercancel")
    expect(ran).toHaveBeenCalledTimes(1)
  })
})
