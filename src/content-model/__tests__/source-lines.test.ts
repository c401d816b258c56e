/** @jest-environment node */
import { frontMatterLines, jsonValueLines, lineOf } from "../source-lines"

test("every value of a JSON text is found at its line, nested and in lists", () => {
  const source = [
    "[", //                                        1
    "  {", //                                      2
    '    "name": "Sedan \\"Classic\\", {4} [seats]",', // 3
    '    "features": [],', //                       4
    '    "specs": { "seats": 4,', //                5
    '      "bags": [1, 2] },', //                    6
    '    "tags": [', //                             7
    '      "quiet",', //                            8
    '      "leather"', //                           9
    "    ]", //                                     10
    "  },", //                                      11
    '  { "name": "SUV" }', //                       12
    "]",
  ].join("\n")
  expect(Object.fromEntries(jsonValueLines(source))).toEqual({
    "[0]": 2,
    "[0].name": 3,
    "[0].features": 4,
    "[0].specs": 5,
    "[0].specs.seats": 5,
    "[0].specs.bags": 6,
    "[0].specs.bags[0]": 6,
    "[0].specs.bags[1]": 6,
    "[0].tags": 7,
    "[0].tags[0]": 8,
    "[0].tags[1]": 9,
    "[1]": 12,
    "[1].name": 12,
  })
})

test("front matter fields and the items of block lists are found at their lines", () => {
  const source = [
    "---",
    "slug: airport",
    "features:",
    "  - Flight tracking",
    "  - Meet and greet",
    "faqs: [a, b]",
    "---",
    "",
    "title: not front matter",
  ].join("\n")
  expect(Object.fromEntries(frontMatterLines(source))).toEqual({ slug: 2, features: 3, "features[0]": 4, "features[1]": 5, faqs: 6 })
})

test("a field that is not written is placed at what holds it, and a top-level one nowhere", () => {
  const lines = new Map([
    ["[2]", 40],
    ["[2].stats", 45],
    ["home.sections[1]", 200],
  ])
  expect(lineOf(lines, "[2].stats[3].label")).toBe(45)
  expect(lineOf(lines, "[2].price")).toBe(40)
  expect(lineOf(lines, "home.sections[1].id")).toBe(200)
  expect(lineOf(lines, "price")).toBeUndefined()
})
