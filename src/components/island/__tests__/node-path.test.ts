import { nodeAt, pathTo } from "../node-path"

function fragment(html: string): HTMLElement {
  const root = document.createElement("div")
  root.innerHTML = html
  return root
}

test("an element's path leads to the same element in a copy rendered without the server's text separators", () => {
  const server = fragment("<section><h2>Fleet<!-- --> and more</h2><ul><li>One</li><li><a href='/fleet'>Two</a></li></ul></section>")
  const browser = fragment("<section><h2>Fleet and more</h2><ul><li>One</li><li><a href='/fleet'>Two</a></li></ul></section>")
  const path = pathTo(server, server.querySelector("a")!)
  expect(path).toEqual([0, 1, 1, 0])
  expect(nodeAt(browser, path)).toBe(browser.querySelector("a"))
})

test("a path into markup that differs finds nothing, and the root's own path is empty", () => {
  const root = fragment("<p><b>x</b></p>")
  expect(nodeAt(root, [0, 3])).toBeNull()
  expect(pathTo(root, root)).toEqual([])
})
