import { IMAGE_FAILED_ATTRIBUTE } from "../image-failure"
import { imageFailureScript } from "../image-failure-script"

/** A page as the server sends it, with the inline script run as the browser runs it. */
function page(html: string) {
  const doc = document.implementation.createHTMLDocument("page")
  doc.body.innerHTML = html
  new Function("document", imageFailureScript())(doc)
  const fail = (selector: string) => doc.querySelector(selector)!.dispatchEvent(new Event("error"))
  return { doc, fail }
}

const PAGE = `
  <div data-island="fleet"><div id="frame" data-image-slot><picture><img id="suv" alt="SUV"></picture><div role="img" aria-label="Failed to load image"></div></div></div>
  <div id="hero"><picture><img id="backdrop" alt=""></picture></div>`

test("a picture that fails in server HTML (no code behind it yet) marks its frame as failed", () => {
  const { doc, fail } = page(PAGE)
  expect(doc.getElementById("frame")!.hasAttribute(IMAGE_FAILED_ATTRIBUTE)).toBe(false)
  fail("#suv")
  expect(doc.getElementById("frame")!.hasAttribute(IMAGE_FAILED_ATTRIBUTE)).toBe(true)
})

test("a picture with no placeholder of its own (a backdrop) is left as it is", () => {
  const { doc, fail } = page(PAGE)
  fail("#backdrop")
  expect(doc.querySelectorAll(`[${IMAGE_FAILED_ATTRIBUTE}]`)).toHaveLength(0)
})
