/** @jest-environment node */
import { REFERENCE_ALPHABET, REFERENCE_PATTERN, newReference } from "../reference"

describe("reference ids", () => {
  it("look like MP-7KQ4-XZ9B", () => {
    for (let i = 0; i < 1000; i += 1) expect(newReference()).toMatch(/^MP-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
    expect("MP-7KQ4-XZ9B").toMatch(REFERENCE_PATTERN)
  })

  it("never use characters that are misread over the phone", () => {
    for (const ambiguous of ["0", "O", "1", "I", "L", "U", "V"]) expect(REFERENCE_ALPHABET).not.toContain(ambiguous)
    const seen = new Set(Array.from({ length: 2000 }, newReference).join("").replace(/[MP-]/g, ""))
    for (const character of seen) expect(REFERENCE_ALPHABET).toContain(character)
  })

  it("are unique over 10,000 draws", () => {
    const references = Array.from({ length: 10_000 }, newReference)
    expect(new Set(references).size).toBe(10_000)
  })

  it("use every character of the alphabet (random, not a counter)", () => {
    const used = new Set(Array.from({ length: 500 }, newReference).flatMap((r) => r.slice(3).replace("-", "").split("")))
    expect(used.size).toBe(REFERENCE_ALPHABET.length)
  })
})
