import "@testing-library/jest-dom"
import { rememberComputedStyles } from "./tests/jsdom-computed-style"

// Generous: the form tests type like a person, and CI machines are shared.
jest.setTimeout(30_000)

// jsdom has no PointerEvent; without it pointer events lose their coordinates in tests.
if (typeof window !== "undefined" && !("PointerEvent" in window)) {
  class PointerEventShim extends MouseEvent {
    pointerId: number
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init)
      this.pointerId = init.pointerId ?? 1
    }
  }
  Object.defineProperty(window, "PointerEvent", { value: PointerEventShim })
}

// The same styles, without jsdom matching every style rule again while nothing has changed.
if (typeof window !== "undefined") rememberComputedStyles(window)
