// The inline script of the click hold (src/lib/click-hold.ts), written into every page's <head> at
// build time; none of this module reaches the browser as part of the app.
import { CLICK_HOLD_GLOBAL, type HoldWindow } from "./click-hold"
import { ISLAND_FAILED, ISLAND_LIVE, ISLAND_READY } from "./island-marks"

/** Controls whose click does something only once code runs; held until the app is live. */
const HELD_CONTROLS = "button, [role=button], summary"

/** The control a click inside an island is replayed on (an icon inside a button replays on the button). */
const REPLAY_TARGETS = "a[href], button, input, select, textarea, label, summary, [role=button], [tabindex]"

/**
 * Islands whose code has not taken over yet (src/components/island/island.tsx marks the others:
 * live the moment the live markup is in place, whose own handlers then hear a click, so holding it
 * too would make it count twice; ready once all is carried over; failed when its code never came).
 */
const WAITING_ISLAND = `[data-island]:not([${ISLAND_LIVE}]):not([${ISLAND_READY}]):not([${ISLAND_FAILED}])`

/**
 * Installs the hold on `doc`. It runs as an inline script before the page's code exists, so it is
 * written in plain ES5 with no imports: `clickHoldScript()` turns its source into that script.
 */
export function installClickHold(
  win: HoldWindow,
  doc: Document,
  name: typeof CLICK_HOLD_GLOBAL,
  heldControls: string,
  replayTargets: string,
  waitingIsland: string,
): void {
  var live = false
  var held: HTMLElement | null = null
  var inIslands: { island: Element; target: HTMLElement }[] = []

  function htmlElementFrom(node: Element | null): HTMLElement | null {
    while (node && typeof (node as HTMLElement).click !== "function") node = node.parentElement
    return node as HTMLElement | null
  }

  // By name: an island's wrapper element is replaced when it goes live.
  function islandIndex(island: Element): number {
    var name = island.getAttribute("data-island")
    for (var i = 0; i < inIslands.length; i++) if (inIslands[i].island.getAttribute("data-island") === name) return i
    return -1
  }

  doc.addEventListener(
    "click",
    function (event) {
      var target = event.target as Element | null
      if (!target || typeof target.closest !== "function") return
      var island = target.closest(waitingIsland)
      if (island) {
        // The island's own listener still hears the click: it is the sign to load the island's code.
        var replay = htmlElementFrom(target.closest(replayTargets) || target)
        if (!replay) return
        event.preventDefault()
        var index = islandIndex(island)
        if (index >= 0) inIslands.splice(index, 1)
        inIslands.push({ island: island, target: replay })
        return
      }
      if (live || target.closest("[data-island]")) return
      var control = target.closest(heldControls) as HTMLElement | null
      if (!control) return
      event.preventDefault()
      event.stopPropagation()
      held = control
    },
    true,
  )

  // A press in progress, and what waits for its click (see afterPress).
  var pressed = false
  var afterPress: (() => void)[] = []
  function flushAfterPress() {
    pressed = false
    var waiting = afterPress
    afterPress = []
    for (var i = 0; i < waiting.length; i++) waiting[i]()
  }
  doc.addEventListener(
    "pointerdown",
    function () {
      pressed = true
    },
    true,
  )
  function onRelease() {
    if (!pressed) return
    // The click follows the release, in the same task for a mouse, a moment later for a touch;
    // whichever comes first of it or a short wait ends the press.
    var timer = setTimeout(flushAfterPress, 400)
    doc.addEventListener(
      "click",
      function once() {
        doc.removeEventListener("click", once, true)
        clearTimeout(timer)
        setTimeout(flushAfterPress, 0)
      },
      true,
    )
  }
  doc.addEventListener("pointerup", onRelease, true)
  doc.addEventListener(
    "pointercancel",
    function () {
      if (pressed) flushAfterPress()
    },
    true,
  )

  win[name] = {
    release: function () {
      live = true
      var control = held
      held = null
      return control && control.isConnected ? control : null
    },
    take: function (island) {
      var index = islandIndex(island)
      if (index < 0) return null
      var target = inIslands[index].target
      inIslands.splice(index, 1)
      return target
    },
    holds: function (island) {
      return islandIndex(island) >= 0
    },
    afterPress: function (then) {
      if (pressed) afterPress.push(then)
      else then()
    },
  }
}

/** The inline script for <head>: the installer above, run at once with this module's name and selectors. */
export function clickHoldScript(): string {
  const args = [CLICK_HOLD_GLOBAL, HELD_CONTROLS, REPLAY_TARGETS, WAITING_ISLAND].map((value) => JSON.stringify(value)).join(",")
  return `(${installClickHold.toString()})(window,document,${args})`
}
