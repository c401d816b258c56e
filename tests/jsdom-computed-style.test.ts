/** The remembered styles (jest.setup.ts) answer as jsdom does after every kind of change. */
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
