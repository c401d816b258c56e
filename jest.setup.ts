// Generous: the form tests type like a person, and CI machines are shared.
jest.setTimeout(30_000)

// The DOM's matchers and settings only where there is a DOM: about 0.1 s of CPU a file to load, and half the unit
// files run in Node (`@jest-environment node`).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only in jsdom, which an import cannot say
if (typeof window !== "undefined") require("./tests/dom-setup")
