import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type FunctionComponent } from "react"
import { isFirstView } from "../../lib/first-view"
import { nodeAt, pathTo } from "./node-path"

type Loader<P> = () => Promise<ComponentType<P>>

/** How far outside the window an island starts loading: a quarter of a screen before it scrolls into view. */
const ISLAND_ROOT_MARGIN = "25% 0px"

/** Signs that a visitor is about to use an island before it has scrolled into view. */
const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const

const loaders: (() => Promise<unknown>)[] = []

/** Server rendering: fetches every island's code first, so the HTML has each island in full. */
export const loadAllIslands = () => Promise.all(loaders.map((load) => load()))

/** Calls `onNeeded` once the element nears the window or a pointer or focus reaches it; returns a cancel. */
function whenNeeded(element: Element, onNeeded: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onNeeded()
    return () => undefined
  }
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), {
    rootMargin: ISLAND_ROOT_MARGIN,
  })
  function stop() {
    observer.disconnect()
    INTENT_EVENTS.forEach((type) => element.removeEventListener(type, fire))
  }
  function fire() {
    stop()
    onNeeded()
  }
  observer.observe(element)
  INTENT_EVENTS.forEach((type) => element.addEventListener(type, fire, { passive: true }))
  return stop
}

/**
 * Keeps clicks inside the element from reaching its plain HTML until the returned `release` is
 * called (a quick tap right after scrolling would otherwise follow a link with a full page load,
 * or hit a button with no code behind it yet). `release` stops holding and returns the element
 * last clicked meanwhile, if any, to click again.
 */
function holdClicks(element: Element): () => HTMLElement | null {
  let held: HTMLElement | null = null
  const hold = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLElement) || !element.contains(event.target)) return
    event.preventDefault()
    event.stopPropagation()
    held = event.target
  }
  document.addEventListener("click", hold, true)
  return () => {
    document.removeEventListener("click", hold, true)
    return held
  }
}

/** What a visitor was doing inside the server HTML when it gave way to the live component. */
interface Handover {
  focus: number[] | null
  click: number[] | null
  fields: FieldState[]
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

interface FieldState {
  path: number[]
  value: string
  checked: boolean
  caret: number | null
}

const NO_HANDOVER: Handover = { focus: null, click: null, fields: [] }

/** Everything typed or chosen in the server HTML's form fields, and where the caret stood. */
function captureFields(root: Element): FieldState[] {
  return Array.from(root.querySelectorAll<Field>("input, textarea, select")).map((field) => ({
    path: pathTo(root, field),
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
    caret: field === document.activeElement && "selectionStart" in field ? field.selectionStart : null,
  }))
}

/**
 * Puts captured values into the live fields the way typing would: through the native setter and
 * an input event, so React's own state and form libraries see them.
 */
function restoreFields(root: Element, fields: readonly FieldState[]): void {
  for (const state of fields) {
    const field = nodeAt(root, state.path) as Field | null
    if (!field || !("value" in field)) continue
    const isToggle = field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")
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
export function island<P extends object>(name: string, load: Loader<P>): ComponentType<P> {
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

  function Live({ props, onCommit }: { props: object; onCommit: () => void }) {
    // Offline with nothing on screen yet: the error boundary says so.
    if (failed) throw new Error(`The code of "${name}" could not be loaded`)
    if (!Loaded) throw fetchCode()
    return (
      <>
        <Loaded {...props} />
        <Committed onCommit={onCommit} />
      </>
    )
  }

  function Island(props: object) {
    const wrapper = useRef<HTMLDivElement>(null)
    const [serverHtml] = useState(() =>
      !Loaded && typeof document !== "undefined" && isFirstView() ? document.querySelector(`[data-island="${name}"]`)?.innerHTML : undefined,
    )
    const [handover, setHandover] = useState<Handover | null>(serverHtml === undefined ? NO_HANDOVER : null)
    const [awaitsCode] = useState(() => !Loaded && serverHtml === undefined && typeof document !== "undefined")

    useEffect(() => {
      const element = wrapper.current
      if (handover || !element) return
      const release = holdClicks(element)
      let cancelled = false
      const stop = whenNeeded(element, () => {
        void fetchCode().then((ok) => {
          if (cancelled) return
          const held = release()
          // Without its code the island stays plain HTML, and a held click goes to that HTML.
          if (!ok) return held?.click()
          const active = document.activeElement
          setHandover({
            focus: active && element.contains(active) ? pathTo(element, active) : null,
            click: held && pathTo(element, held),
            fields: captureFields(element),
          })
        })
      })
      return () => {
        cancelled = true
        stop()
        release()
      }
    }, [handover])

    // The live markup is in place: typed values, focus and a held click go to the same spots in it.
    const onCommit = useCallback(() => {
      const element = wrapper.current
      if (!handover || !element || element.hasAttribute("data-island-ready")) return
      restoreFields(element, handover.fields)
      if (handover.focus) (nodeAt(element, handover.focus) as HTMLElement | null)?.focus({ preventScroll: true })
      if (handover.click) (nodeAt(element, handover.click) as HTMLElement | null)?.click()
      element.setAttribute("data-island-ready", "")
    }, [handover])

    if (!handover)
      return <div key="server" data-island={name} ref={wrapper} dangerouslySetInnerHTML={{ __html: serverHtml ?? "" }} suppressHydrationWarning />
    const live = (
      <div key="live" data-island={name} ref={wrapper}>
        <Live props={props} onCommit={onCommit} />
      </div>
    )
    // Only a page opened in the browser can meet an island whose code is still on its way.
    return awaitsCode ? <Suspense fallback={null}>{live}</Suspense> : live
  }

  Island.displayName = `Island(${name})`
  return Island as unknown as ComponentType<P>
}

/** Renders nothing; runs `onCommit` once React has put the content beside it on the page. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit])
  return null
}
