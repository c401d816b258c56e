/** The remembered styles (jest.setup.ts) answer as jsdom does after every kind of change. */
import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { BookingForm } from "../src/components/booking/booking-form"
import { renderWithProviders } from "../src/test-utils/render"
import { jsdomComputedStyle } from "./jsdom-computed-style"

const display = (element: Element) => window.getComputedStyle(element).display

afterEach(() => {
  document.head.innerHTML = ""
  document.body.innerHTML = ""
})

test("a class, an inline style and a new rule each change the answer at once", () => {
  document.head.innerHTML = "<style>.gone { display: none }</style>"
  document.body.innerHTML = '<div id="box"><button>Book</button></div>'
  const box = document.getElementById("box")!
  const button = document.querySelector("button")!
  expect(display(button)).toBe("inline-block")
  box.className = "gone"
  expect(display(box)).toBe("none")
  box.className = ""
  box.style.display = "inline"
  expect(display(box)).toBe("inline")
  const style = document.createElement("style")
  style.textContent = "button { display: none }"
  document.head.append(style)
  expect(display(button)).toBe("none")
  style.textContent = "button { display: flex }"
  expect(display(button)).toBe("flex")
})

test("focus moving changes what a :focus rule matches", () => {
  document.head.innerHTML = "<style>span { display: inline } input:focus + span { display: none }</style>"
  document.body.innerHTML = "<input /><span>hint</span>"
  const hint = document.querySelector("span")!
  expect(display(hint)).toBe("inline")
  document.querySelector("input")!.focus()
  expect(display(hint)).toBe("none")
  document.querySelector("input")!.blur()
  expect(display(hint)).toBe("inline")
})

test("the same element and document give the same answer without computing it again", () => {
  document.body.innerHTML = "<p>Fares</p>"
  const paragraph = document.querySelector("p")!
  expect(window.getComputedStyle(paragraph)).toBe(window.getComputedStyle(paragraph))
})

/** Every property, value and priority of a style, in order. */
const entries = (style: CSSStyleDeclaration) =>
  Array.from(style).map(
    (property) => `${property}: ${style.getPropertyValue(property)}${style.getPropertyPriority(property) ? " !important" : ""}`,
  )

/** Each element's style as jsdom computes it and as remembered, side by side, where they differ. */
function differences(): { element: string; jsdom: string[]; remembered: string[] }[] {
  const own = jsdomComputedStyle!
  return Array.from(document.querySelectorAll("*"))
    .map((element) => ({
      element: element.outerHTML.slice(0, 80),
      jsdom: entries(own(element)),
      remembered: entries(window.getComputedStyle(element)),
    }))
    .filter(({ jsdom, remembered }) => JSON.stringify(jsdom) !== JSON.stringify(remembered))
}

test("each element's style is jsdom's own: rules in order, media rules for screen, !important, inline styles, visibility inherited", () => {
  document.head.innerHTML = `<style>
    .card { color: navy; padding: 1rem !important } .card p { visibility: hidden; margin: 0 }
    @media screen { .wide { display: grid } } @media print { .wide { display: none } }
    .shown { visibility: visible } .card:not(.plain) > span { font-weight: 700 } ::-webkit-invalid-selector { color: red }
  </style>`
  document.body.innerHTML = `<div class="card wide"><p>Fare <span class="shown">$310</span> <em>each way</em></p>
    <section style="visibility: collapse"><ul><li hidden>Tolls</li><li style="padding: 2px">Gratuity</li></ul></section>
    <span>Waiting</span></div><button style="visibility: hidden !important">Book</button><svg><circle r="4"></circle></svg>`
  expect(window.getComputedStyle(document.querySelector("em")!).visibility).toBe("hidden")
  expect(window.getComputedStyle(document.querySelector("li")!).visibility).toBe("collapse")
  expect(differences()).toEqual([])
})

test("the booking form, with its calendar open, has every element's style as jsdom computes it", async () => {
  const user = userEvent.setup({ delay: null })
  renderWithProviders(
    <BookingForm preset={{}} phone={{ display: "(978) 555-0186", tel: "+19785550186" }} pictures={{}} onConfirmed={jest.fn()} />,
  )
  await user.click(screen.getByRole("radio", { name: /Airport Transfer/ }))
  await user.click(screen.getByRole("button", { name: /^Date/ }))
  await screen.findByRole("dialog", { name: "Choose a date" })
  expect(document.querySelectorAll("*").length).toBeGreaterThan(250)
  expect(differences()).toEqual([])
})
