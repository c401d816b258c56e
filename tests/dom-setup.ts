// What the tests that run in jsdom need: Testing Library's matchers and settings, the pointer events jsdom lacks,
// and jsdom's computed styles remembered. jest.setup.ts loads it only where there is a window: a file that declares
// `@jest-environment node` (the server's, the scripts', the domain's) would load these modules for nothing.
import "@testing-library/jest-dom"
import { configure } from "@testing-library/dom"
import { rememberComputedStyles } from "./jsdom-computed-style"

// What a test waits to see (findBy…, waitFor) may take longer than Testing Library's 1 s on a loaded two-core machine:
// a part of the page loaded on demand is compiled for Jest on its first import (ride-today.test.tsx's first card took
// over a second on a fresh clone running beside the build). A wait still ends the moment the thing is there.
configure({ asyncUtilTimeout: 5_000 })

// jsdom has no PointerEvent; without it pointer events lose their coordinates in tests.
if (!("PointerEvent" in window)) {
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
rememberComputedStyles(window)
