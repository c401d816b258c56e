/** @jest-environment node */
import { BOOKING_MESSAGES, bookingSchema } from "../../booking/booking-schema"
import { BODY_LIMIT_BYTES } from "../../server/limits"
import { contactSchema } from "../contact-schema"
import { validate } from "../field-rules"
import { subscriptionSchema } from "../subscription-schema"

const judge = async (email: unknown) => {
  const result = await validate(subscriptionSchema, { email })
  return result.ok ? "accepted" : result.errors.email
}

describe("an email address", () => {
  it.each([
    "maria.lopez@example.com",
    "o'brien+limo@mail.example.co.uk",
    "a@b.co",
    "  padded@example.com  ",
    "x@xn--bcher-kva.example",
    `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`,
  ])("%j is accepted", async (email) => {
    expect(await judge(email)).toBe("accepted")
  })

  it.each([
    undefined,
    "",
    "   ",
    "nope",
    "a@b",
    "ada@",
    "@example.com",
    "ada example.com",
    "ada@exa mple.com",
    "a@@example.com",
    "a@example..com",
    "a@-example.com",
    "a@example-.com",
    "a@example.com.",
    "jo\u00e3o@example.com",
    "a\u001b]52;c;aGk=\u0007@example.com",
    `a@${"b".repeat(64)}.com`,
    // 255 characters: one past the most an address may have.
    `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.com`,
    42,
  ])("%j is refused with the form's message", async (email) => {
    expect(await judge(email)).toBe(BOOKING_MESSAGES.email)
  })
})

/** Milliseconds per validation: the median of `samples` timings of `batch` validations each. */
async function medianMs(check: () => Promise<unknown>, { samples, batch }: { samples: number; batch: number }): Promise<number> {
  const times: number[] = []
  for (let sample = 0; sample < samples; sample += 1) {
    const start = performance.now()
    for (let i = 0; i < batch; i += 1) await check()
    times.push((performance.now() - start) / batch)
  }
  return times.sort((a, b) => a - b)[Math.floor(samples / 2)]
}

describe("an email address as long as a request can carry", () => {
  // The most a single field can hold: the whole body but the JSON around it.
  const room = BODY_LIMIT_BYTES - 100
  const hostile = {
    "dots between two @": `a@${".".repeat(room)}@`,
    "dots after @": `a@${".".repeat(room)}`,
    "one-letter labels, then a bad end": `a@${"a.".repeat(room / 2)}!`,
    "the longest labels, then a bad end": `a@${`a${"-".repeat(61)}a.`.repeat(Math.floor(room / 64))}-`,
    "no @ at all": "a".repeat(room),
    "spaces inside": `a@b${" ".repeat(room)}x`,
  }
  const valid = {
    booking: {
      serviceType: "airport",
      passengers: "2",
      pickupLocation: "12 Main St, Andover, MA",
      dropoffLocation: "Logan Airport",
      date: "2099-11-25",
      time: "6:30 AM",
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "(978) 555-0100",
    },
    contact: { name: "Dan Whitman", phone: "603-555-0199", message: "A van for twelve?" },
    subscription: {},
  }
  const schemas = { booking: bookingSchema, contact: contactSchema, subscription: subscriptionSchema }

  it.each(Object.keys(schemas) as (keyof typeof schemas)[])(
    "is judged by the %s form in about the time an ordinary wrong address takes",
    async (form) => {
      const check = (email: string) => () => validate(schemas[form], { ...valid[form], email })
      // Warmed up first, so neither side pays for compiling the schema's code.
      await medianMs(check("maria.lopez@example"), { samples: 3, batch: 20 })
      const ordinary = await medianMs(check("maria.lopez@example"), { samples: 9, batch: 20 })
      const slow: string[] = []
      for (const [shape, email] of Object.entries(hostile)) {
        expect(await validate(schemas[form], { ...valid[form], email })).toMatchObject({
          ok: false,
          errors: { email: BOOKING_MESSAGES.email },
        })
        const worst = await medianMs(check(email), { samples: 5, batch: 1 })
        // Generous: a bound on how the cost grows, not on this machine's speed.
        if (worst >= 20 * ordinary) slow.push(`${shape}: ${worst.toFixed(3)} ms, an ordinary wrong address ${ordinary.toFixed(3)} ms`)
      }
      expect(slow).toEqual([])
    },
  )
})
