import "@testing-library/jest-dom"
import { configure } from "@testing-library/dom"
import { rememberComputedStyles } from "./tests/jsdom-computed-style"

// Generous: the form tests type like a person, and CI machines are shared.
jest.setTimeout(30_000)
// What a test waits to see (findBy…, waitFor) may take longer than Testing Library's 1 s on a loaded two-core machine:
// a part of the page loaded on demand is compiled for Jest on its first import (ride-today.test.tsx's first card took
// over a second on a fresh clone running beside the build). A wait still ends the moment the thing is there.
configure({ asyncUtilTimeout: 5_000 })

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
