import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type FunctionComponent } from "react"
import { usePlacedEffect } from "../../hooks/use-placed-effect"
import { flushSync } from "react-dom"
import { isFirstView } from "../../lib/first-view"
import { clickHold } from "../../lib/click-hold"
import { nodeAt, pathTo } from "./node-path"
import { ISLAND_FAILED, ISLAND_LIVE, ISLAND_READY } from "../../lib/island-marks"

type Loader<P> = () => Promise<ComponentType<P>>

/** How far outside the window an island starts loading: a quarter of a screen before it scrolls into view. */
const ISLAND_ROOT_MARGIN = "25% 0px"

/**
 * Signs that a visitor is about to use an island before it has scrolled into view. A click is held
 * by the page's click hold (src/lib/click-hold.ts) until the island is live, and replayed then.
 */
const INTENT_EVENTS = ["pointerover", "focusin", "touchstart", "click"] as const

const loaders: (() => Promise<unknown>)[] = []

/** Server rendering: fetches every island's code first, so the HTML has each island in full. */
export const loadAllIslands = () => Promise.all(loaders.map((load) => load()))

/**
 * When an island's code loads: `near`, as it nears the window or a visitor reaches for it;
 * `intent`, only when a visitor reaches for it (a form in the first screen that most visitors read
 * and never fill keeps its code out of the page's first load).
 */
export type IslandLoading = "near" | "intent"

/** Calls `onNeeded` once the element nears the window (unless `intent` only) or a pointer or focus reaches it; returns a cancel. */
function whenNeeded(element: Element, loading: IslandLoading | "now", onNeeded: () => void): () => void {
  // Clicked, pointed at or focused before the app was live (the signs came before these listeners): needed now.
  const reached = clickHold()?.holds(element) || element.matches(":hover") || element.contains(document.activeElement)
  if (loading === "now" || typeof IntersectionObserver === "undefined" || reached) {
    onNeeded()
    return () => undefined
  }
  const observer =
    loading === "near"
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), { rootMargin: ISLAND_ROOT_MARGIN })
      : undefined
  function stop() {
    observer?.disconnect()
    INTENT_EVENTS.forEach((type) => element.removeEventListener(type, fire))
  }
  function fire() {
    stop()
    onNeeded()
  }
  observer?.observe(element)
  INTENT_EVENTS.forEach((type) => element.addEventListener(type, fire, { passive: true }))
  return stop
}

/** What a visitor was doing inside the server HTML when it gave way to the live component. */
interface Handover {
  /** The server HTML's element: what was typed and focused in it is read at the swap, so nothing typed in between is lost. */
  server: Element | null
  /** The element of the server HTML that had the focus at the swap, if the focus was still inside it. */
  focused: Element | null
  /** The element of the server HTML the pointer rested on at the swap, if any. */
  hovered: Element | null
  click: number[] | null
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

interface FieldState {
  path: number[]
  value: string
  checked: boolean
  caret: number | null
}

const NO_HANDOVER: Handover = { server: null, focused: null, hovered: null, click: null }

/** The innermost element under the pointer inside `root`, or null when the pointer is not over it. */
const innermostHovered = (root: Element): Element | null =>
  root.matches(":hover") ? (Array.from(root.querySelectorAll(":hover")).pop() ?? root) : null

/** Everything typed or chosen in the server HTML's form fields, and where the caret stood in the focused one. */
function captureFields(root: Element, focused: Element | null): FieldState[] {
  return Array.from(root.querySelectorAll<Field>("input, textarea, select")).map((field) => ({
    path: pathTo(root, field),
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
    caret: field === focused && "selectionStart" in field ? field.selectionStart : null,
  }))
}

/** The fields of the server HTML as the visitor left them, and those of the live markup as React first drew them. */
interface Placed {
  server: FieldState[]
  live: FieldState[]
}

/**
 * Puts captured values into the live fields the way typing would: through the native setter and
 * an input event, so React's own state and form libraries see them. A live field the visitor has
 * changed since it was drawn (typing that landed after the swap) keeps what they typed.
 */
function restoreFields(root: Element, { server, live }: Placed): void {
  for (const state of server) {
    const field = nodeAt(root, state.path) as Field | null
    if (!field || !("value" in field)) continue
    const isToggle = field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")
    const drawn = live.find((f) => f.path.join() === state.path.join())
    if (drawn && (isToggle ? field.checked !== drawn.checked : field.value !== drawn.value)) continue
    if (isToggle ? field.checked === state.checked : field.value === state.value) continue
    const prototype = Object.getPrototypeOf(field) as object
    Object.getOwnPropertyDescriptor(prototype, isToggle ? "checked" : "value")?.set?.call(field, isToggle ? state.checked : state.value)
    field.dispatchEvent(new Event(isToggle ? "click" : "input", { bubbles: true }))
    if (state.caret !== null && "setSelectionRange" in field) (field as HTMLInputElement).setSelectionRange(state.caret, state.caret)
  }
}

/**
 * A part of a page whose code loads when it is needed. The server renders it in full. In the
 * browser its server HTML is kept as it is (React adopts it as inner HTML, without hydrating or
 * running anything inside) until it comes within a quarter of a screen of the window or a pointer or
 * focus reaches it. Then its code loads and the live component takes its place: same markup,
 * now interactive, with typed values, focus and any click made meanwhile carried over. A page opened by
 * client-side navigation renders its islands at once.
 *
 * Unlike a Suspense boundary left dehydrated, the kept HTML is an ordinary element to React, so
 * updates elsewhere (a route or hash change, the booking modal) never discard it.
 */
export function island<P extends object>(name: string, load: Loader<P>, loadsWhen: IslandLoading = "near"): ComponentType<P> {
  // Props pass through untouched; typed loosely inside so any component's props spread.
  let Loaded: FunctionComponent<object> | undefined
  let loading: Promise<boolean> | undefined
  let failed = false
  const fetchCode = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component as FunctionComponent<object>
        return true
      },
      () => {
        failed = true
        return false
      },
    ))
  loaders.push(fetchCode)

  function Live({ props, onPlaced, onCommit }: { props: object; onPlaced: () => void; onCommit: () => void }) {
    // Offline with nothing on screen yet: the error boundary says so.
    if (failed) throw new Error(`The code of "${name}" could not be loaded`)
    if (!Loaded) throw fetchCode()
    return (
      <>
        <Loaded {...props} />
        <Committed onPlaced={onPlaced} onCommit={onCommit} />
      </>
    )
  }

  function Island(props: object) {
    const wrapper = useRef<HTMLDivElement>(null)
    const placed = useRef<Placed | null>(null)
    const [serverHtml] = useState(() =>
      !Loaded && typeof document !== "undefined" && isFirstView()
        ? document.querySelector(`[data-island="${name}"]`)?.innerHTML
        : undefined,
    )
    const [handover, setHandover] = useState<Handover | null>(serverHtml === undefined ? NO_HANDOVER : null)
    const [awaitsCode] = useState(() => !Loaded && serverHtml === undefined && typeof document !== "undefined")
    // An island that outlives the first page (in the header or footer) goes live on the first
    // navigation: its server HTML shows the page it was rendered for.
    const firstView = isFirstView()

    useEffect(() => {
      const element = wrapper.current
      if (handover || !element) return
      let cancelled = false
      const swap = (ok: boolean) => {
        if (cancelled) return
        const held = clickHold()?.take(element) ?? null
        if (!ok) {
          // Without its code the island stays plain HTML: clicks go to that HTML from now on.
          element.setAttribute(ISLAND_FAILED, "")
          return held?.click()
        }
        // The server HTML has long been under the pointer, so the browser's hover state there is current.
        // The live markup takes its place in this very task, when no press is under way (afterPress): a
        // render left to React's scheduler could land between a press and its release (a finger's tap
        // lasts a tenth of a second or more), and the browser then gives that press no click at all.
        // Focus goes to the same spot only if it is still in the server HTML: a visitor who tabbed
        // through it and on, into a form below, keeps typing there.
        const active = document.activeElement
        const focused = active && element.contains(active) ? active : null
        flushSync(() => setHandover({ server: element, focused, hovered: innermostHovered(element), click: held && pathTo(element, held) }))
      }
      const stop = whenNeeded(element, firstView ? loadsWhen : "now", () => {
        void fetchCode().then((ok) => {
          const hold = clickHold()
          if (hold) hold.afterPress(() => swap(ok))
          else swap(ok)
        })
      })
      return () => {
        cancelled = true
        stop()
      }
    }, [handover, firstView])

    // The live markup is in place: typed values, focus, the pointer resting on it and a held click go
    // to the same spots in it.
    // Focus first, as soon as the live markup is in place: a key pressed before it is back would go
    // to the page's body (the rest waits for the passive effect below, as React expects).
    const onPlaced = useCallback(() => {
      // Found by name: React attaches the wrapper's ref only after this child's layout effects.
      const element = document.querySelector(`[data-island="${name}"]`)
      if (!element || element.hasAttribute(ISLAND_READY)) return
      // From here a click reaches the live component's own handlers: the click hold lets it through
      // (holding it as well would replay it below, and a menu toggled twice stays shut).
      element.setAttribute(ISLAND_LIVE, "")
      const server = handover?.server
      const focused = handover?.focused
      // The server HTML is off the page now, so what it holds is final; typing from here on lands
      // in the live fields, which the restore below must not undo.
      if (server) placed.current = { server: captureFields(server, focused ?? null), live: captureFields(element, null) }
      if (!server || !focused || !server.contains(focused)) return
      ;(nodeAt(element, pathTo(server, focused)) as HTMLElement | null)?.focus({ preventScroll: true })
    }, [handover])

    const onCommit = useCallback(() => {
      const element = wrapper.current
      if (!handover || !element || element.hasAttribute(ISLAND_READY)) return
      if (placed.current) restoreFields(element, placed.current)
      announceHover(element, handover)
      element.setAttribute(ISLAND_READY, "")
      // A click held until now (after the handover was taken, or on a page rendered in the browser)
      // goes to the same spot in the live markup.
      const held = clickHold()?.take(element)
      const click = held ? sameSpot(element, held) : handover.click && nodeAt(element, handover.click)
      ;(click as HTMLElement | null)?.click()
    }, [handover])

    if (!handover)
      return (
        <div
          key="server"
          data-island={name}
          ref={wrapper}
          dangerouslySetInnerHTML={{ __html: serverHtml ?? "" }}
          suppressHydrationWarning
        />
      )
    const live = (
      <div key="live" data-island={name} ref={wrapper}>
        <Live props={props} onPlaced={onPlaced} onCommit={onCommit} />
      </div>
    )
    // Only a page opened in the browser can meet an island whose code is still on its way.
    return awaitsCode ? <Suspense fallback={null}>{live}</Suspense> : live
  }

  Island.displayName = `Island(${name})`
  return Island as unknown as ComponentType<P>
}

/** The element of `root` at the place `held` has in its own island, which may be the replaced server HTML. */
function sameSpot(root: Element, held: Element): Element | null {
  if (root.contains(held)) return held
  const heldRoot = held.closest("[data-island]")
  return heldRoot ? nodeAt(root, pathTo(heldRoot, held)) : null
}

/**
 * The pointer already rests on the new markup, but the browser reports pointer entry only when it
 * moves: tell the live components (a menu that opens on hover, a carousel that advances while
 * hovered) as moving would. The browser may not have moved its hover state to the new markup yet
 * (engines do it at different moments), so the spot the pointer rested on in the server HTML counts too.
 */
function announceHover(root: Element, { server, hovered: rested }: Handover): void {
  const hovered = innermostHovered(root) ?? (server && rested && nodeAt(root, pathTo(server, rested)))
  if (!hovered) return
  const init = { bubbles: true, composed: true, pointerType: "mouse", isPrimary: true }
  if (typeof PointerEvent === "function") hovered.dispatchEvent(new PointerEvent("pointerover", init))
  hovered.dispatchEvent(new MouseEvent("mouseover", init))
}

/** Renders nothing; runs `onPlaced` the moment React has put the content beside it on the page, `onCommit` once it is painted. */
function Committed({ onPlaced, onCommit }: { onPlaced: () => void; onCommit: () => void }) {
  usePlacedEffect(onPlaced, [onPlaced])
  useEffect(onCommit, [onCommit])
  return null
}
