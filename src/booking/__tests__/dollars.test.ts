import { dollars } from "../dollars"

/** What every page and email wrote before: en-US's own number format. */
const enUs = (amount: number) =>
  `$${amount.toLocaleString("en-US", Number.isInteger(amount) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

describe("dollars", () => {
  test("writes whole amounts with thousands grouped and amounts with cents to the cent", () => {
    expect(dollars(1250)).toBe("$1,250")
    expect(dollars(77.5)).toBe("$77.50")
    expect(dollars(1234567.891)).toBe("$1,234,567.89")
    expect(dollars(0)).toBe("$0")
    expect(dollars(-12.5)).toBe("$-12.50")
  })

  test("rounds half a cent up, on the number as written, as en-US does", () => {
    expect(dollars(77.555)).toBe("$77.56")
    expect(dollars(1.005)).toBe("$1.01")
    expect(dollars(4.999)).toBe("$5.00")
    expect(dollars(999.995)).toBe("$1,000.00")
  })

  test("is en-US's number format for every amount", () => {
    const edges = [0, -0, 1, 999, 1000, 999999, 1e6, 0.1, 0.005, -0.001, 2.675, 10.235, 1e21, 1e-7, NaN, Infinity, -Infinity, 2 ** 53]
    // A fixed series of amounts of every size, with whole dollars, cents and fractions of a cent.
    let seed = 7
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const series = Array.from({ length: 3000 }, (_, i) => {
      const size = 10 ** Math.floor(next() * 9)
      const value = next() * size
      return [Math.round(value), Math.round(value * 100) / 100, Math.round(value * 1000) / 1000, value][i % 4] * (next() < 0.1 ? -1 : 1)
    })
    for (const amount of [...edges, ...series]) expect([amount, dollars(amount)]).toEqual([amount, enUs(amount)])
  })
})
