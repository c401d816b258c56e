/** @jest-environment node */
/**
 * Facts written again in prose are held against their one source: the cancellation policy
 * (src/booking-loop/cancellation.ts) and each vehicle's figures (data/fleet.json, data/rates.json).
 * A copy of the real content is changed as an editor or a developer would, and the check must name
 * every text left stating the old figure, at its file and line.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { checkContent, formatProblem } from "../check-content"
import { POLICY_FIGURES, policyProseProblems, policyStatements } from "../policy-prose"
import { vehicleStatements } from "../fleet-prose"
import { FREE_WAITING_MINUTES, WAITING_STEP_MINUTES } from "../../booking-loop/waiting-figures"
import { waitingProseProblems, waitingStatements } from "../waiting-prose"
import { CUSTOMARY_GRATUITY_PERCENT } from "../../booking-loop/gratuity"

const repoRoot = path.resolve(__dirname, "../../..")
let root: string

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "prose-facts-"))
  fs.cpSync(path.join(repoRoot, "data"), path.join(root, "data"), { recursive: true })
  fs.cpSync(path.join(repoRoot, "content"), path.join(root, "content"), { recursive: true })
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

function edit(file: string, change: (text: string) => string) {
  const absolute = path.join(root, file)
  const before = fs.readFileSync(absolute, "utf8")
  const after = change(before)
  if (after === before) throw new Error(`The edit to ${file} changed nothing; the test setup is stale`)
  fs.writeFileSync(absolute, after)
}

/** `<file>:<line>` of the first line of the file that contains `text`. */
function at(file: string, text: string): string {
  const index = fs
    .readFileSync(path.join(root, file), "utf8")
    .split("\n")
    .findIndex((line) => line.includes(text))
  if (index < 0) throw new Error(`${file} has no line with ${text}; the test setup is stale`)
  return `${file}:${index + 1}`
}

/** The file with `from` replaced by `to`, once. */
const replace = (file: string, from: string | RegExp, to: string) => edit(file, (t) => t.replace(from, to))

/** The tolls FAQ's answer with `sentence` put first; gives the start of the problem naming it, as a pattern. */
function firstInTollsAnswer(sentence: string): string {
  replace("data/faqs.json", '"answer": "Tolls, airport fees', `"answer": "${sentence} Tolls, airport fees`)
  return '^data/faqs\\.json:\\d+: answer \\(item \\d+, "tolls-parking-waiting"\\): '
}

const messages = () => checkContent(root).problems.map(formatProblem)
const realRecords = () => checkContent(repoRoot).records

describe("the cancellation policy in prose", () => {
  test("the FAQ, the terms, the wedding and special-occasions pages and the posts that state it are all read", () => {
    const files = new Set(policyStatements(realRecords()).map((s) => s.sentence.record.file))
    expect([...files].sort()).toEqual(
      expect.arrayContaining([
        "content/blog/prom-night-limo-guide-for-parents.mdx",
        "content/blog/wedding-transportation-checklist.mdx",
        "content/blog/winter-travel-new-england-chauffeur.mdx",
        "content/pages/terms.mdx",
        "content/services/special-occasions.mdx",
        "content/services/wedding.mdx",
        "data/faqs.json",
      ]),
    )
    const figures = new Set(policyStatements(realRecords()).map((s) => s.figure))
    expect([...figures].sort()).toEqual(["eventFullRefundHours", "freeChangeHours", "fullRefundHours", "lateFeePercent"])
  })

  test("a policy changed in its module leaves no stale text unnamed: every file stating an old figure is named, with the figure to write", () => {
    const changed = {
      fullRefundHours: POLICY_FIGURES.fullRefundHours + 24,
      eventFullRefundHours: POLICY_FIGURES.eventFullRefundHours + 24,
      lateFeePercent: POLICY_FIGURES.lateFeePercent - 10,
      freeChangeHours: POLICY_FIGURES.freeChangeHours + 24,
    }
    const problems = policyProseProblems(realRecords(), changed)
    const statingFiles = new Set(policyStatements(realRecords()).map((s) => s.sentence.record.file))
    expect(new Set(problems.map((p) => p.record.file))).toEqual(statingFiles)
    const terms = problems.filter((p) => p.record.file === "content/pages/terms.mdx").map((p) => p.message)
    expect(terms).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `says ${changed.fullRefundHours} hours before pickup for a full refund\\. Write ${changed.fullRefundHours} hours there\\.$`,
          ),
        ),
        expect.stringMatching(new RegExp(`on weddings and special events\\. Write ${changed.eventFullRefundHours} hours there\\.$`)),
        expect.stringMatching(new RegExp(`Write ${changed.lateFeePercent}% there\\.$`)),
      ]),
    )
  })

  test("a page stating another figure than the policy's is named at its line", () => {
    edit("content/pages/terms.mdx", (t) => t.replace("**24 hours or more before pickup:**", "**48 hours or more before pickup:**"))
    expect(messages()).toEqual([
      `${at("content/pages/terms.mdx", "**48 hours or more")}: body: states 48 hours before pickup for a full refund, but the cancellation policy (src/booking-loop/cancellation.ts, which the booking pages and emails apply) says ${POLICY_FIGURES.fullRefundHours} hours before pickup for a full refund. Write ${POLICY_FIGURES.fullRefundHours} hours there.`,
    ])
  })

  test("an FAQ answer is named by its item", () => {
    edit("data/faqs.json", (t) =>
      t.replace("Weddings and special events need at least 72 hours", "Weddings and special events need at least 96 hours"),
    )
    expect(messages()).toEqual([
      expect.stringMatching(
        /^data\/faqs\.json:\d+: answer \(item \d+, "cancellation-policy"\): states 96 hours before pickup for a full refund on weddings and special events, but/,
      ),
    ])
  })

  test("hours that are not the policy's (a range to book ahead, dispatch's hours) are not read as it", () => {
    edit(
      "content/blog/winter-travel-new-england-chauffeur.mdx",
      (t) => `${t}\nTo cancel, call dispatch, who answers 24 hours a day; book 24 to 48 hours ahead.\n`,
    )
    expect(messages()).toEqual([])
  })

  test("the change policy's figure: an FAQ answer that promises free changes 12 hours before pickup is named, with the figure to write", () => {
    edit("data/faqs.json", (t) =>
      t.replace("Changes made 24 hours or more before pickup are free", "Changes made 12 hours or more before pickup are free"),
    )
    expect(messages()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^data/faqs\\.json:\\d+: answer \\(item \\d+, "[a-z-]+"\\): states 12 hours before pickup for a free change, but the change policy \\(src/booking-loop/cancellation\\.ts, which the booking pages and emails apply\\) says ${POLICY_FIGURES.freeChangeHours} hours before pickup for a free change\\. Write ${POLICY_FIGURES.freeChangeHours} hours there\\.$`,
        ),
      ),
    ])
  })
})

describe("vehicle facts in prose", () => {
  test("the FAQ, the service pages and each vehicle's own description and features are read", () => {
    const read = vehicleStatements(realRecords()).map((s) => `${s.sentence.record.file} ${s.vehicle.slug} ${s.fact}`)
    expect(read).toEqual(
      expect.arrayContaining([
        "data/faqs.json executive-sedan luggage",
        "data/faqs.json stretch-limousine luggage",
        "data/faqs.json luxury-suv hourlyRate",
        "data/faqs.json stretch-limousine minimumHours",
        "data/fleet.json luxury-suv passengers",
        "data/fleet.json executive-sedan luggage",
        "content/services/wedding.mdx stretch-limousine passengers",
        "content/services/night-out-limo.mdx luxury-suv minimumHours",
      ]),
    )
  })

  test("a vehicle's luggage changed in data/fleet.json names the FAQ and its own text still stating the old figure", () => {
    edit("data/fleet.json", (t) => t.replace('"luggage": 8,', '"luggage": 9,'))
    const found = messages()
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^data\/faqs\.json:\d+: answer \(item \d+, "luggage"\): gives the Luxury SUV 8 bags, but data\/fleet\.json gives it 9 bags \("luggage"\)\. Write 9: a vehicle's figures are written once, in data\/fleet\.json\.$/,
        ),
        expect.stringMatching(/^data\/fleet\.json:\d+: description \(item 2, "luxury-suv"\): gives the Luxury SUV 8 bags/),
        expect.stringMatching(/^data\/fleet\.json:\d+: features\[2\] \(item 2, "luxury-suv"\): gives the Luxury SUV 8 bags/),
      ]),
    )
    expect(found).toHaveLength(3)
  })

  test("a vehicle seating more names every page that says how many it seats, at its line", () => {
    edit("data/fleet.json", (t) => t.replace('"passengers": 10,', '"passengers": 12,'))
    const found = messages()
    for (const file of ["content/services/wedding.mdx", "content/services/night-out-limo.mdx", "content/services/special-occasions.mdx"]) {
      expect(found).toContainEqual(
        `${at(file, "Stretch Limousine for up to ten")}: body: gives the Stretch Limousine 10 seats, but data/fleet.json gives it 12 seats ("passengers"). Write 12: a vehicle's figures are written once, in data/fleet.json.`,
      )
    }
  })

  test("a minimum changed in data/rates.json names the FAQ and the pages stating the old one", () => {
    edit("data/rates.json", (t) => t.replace(/("vehicle": "stretch-limousine",\s*"rate": \d+,\s*"minimumHours": )3/, "$14"))
    const found = messages()
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^data\/faqs\.json:\d+: answer \(item \d+, "how-pricing-works"\): gives the Stretch Limousine a 3-hour minimum, but data\/rates\.json gives it a 4-hour minimum/,
        ),
        expect.stringMatching(/^content\/services\/night-out-limo\.mdx:\d+: body: gives the Stretch Limousine a 3-hour minimum/),
        expect.stringMatching(/^content\/services\/special-occasions\.mdx:\d+: body: gives the Stretch Limousine a 3-hour minimum/),
      ]),
    )
  })

  test("new prose giving a vehicle a figure its entry does not have is named", () => {
    edit("content/blog/logan-airport-pickup-guide.mdx", (t) => `${t}\nOur Luxury SUV seats 6 and the Executive Sedan from $80/hr.\n`)
    expect(messages()).toEqual([
      expect.stringMatching(
        /^content\/blog\/logan-airport-pickup-guide\.mdx:\d+: body: gives the Luxury SUV 6 seats, but data\/fleet\.json gives it 7 seats/,
      ),
      expect.stringMatching(
        /^content\/blog\/logan-airport-pickup-guide\.mdx:\d+: body: gives the Executive Sedan a rate of \$80 an hour, but data\/rates\.json gives it a rate of \$85 an hour/,
      ),
    ])
  })
})

describe("the waiting rule in prose", () => {
  const RULE = "the waiting rule (src/booking-loop/waiting-figures.ts, which the ride's close-out and statement apply)"

  test("the FAQ, the terms, /rates, the airport page and the Logan guide are read, each kind of pickup and the step", () => {
    const read = new Set(waitingStatements(realRecords()).map((s) => `${s.sentence.record.file} ${s.figure}`))
    expect([...read].sort()).toEqual(
      expect.arrayContaining([
        "content/blog/logan-airport-pickup-guide.mdx domestic",
        "content/blog/logan-airport-pickup-guide.mdx international",
        "content/pages/terms.mdx address",
        "content/pages/terms.mdx domestic",
        "content/pages/terms.mdx international",
        "content/pages/terms.mdx step",
        "content/services/airport.mdx domestic",
        "content/services/airport.mdx international",
        "data/faqs.json address",
        "data/faqs.json domestic",
        "data/faqs.json international",
        "data/faqs.json step",
        "data/rates.json address",
        "data/rates.json domestic",
        "data/rates.json international",
        "data/rates.json step",
      ]),
    )
  })

  test("a rule changed in its module leaves no stale text unnamed: every file stating an old figure is named", () => {
    const changed = { free: { address: 10, domestic: 45, international: 90 }, step: 30 }
    const files = new Set(waitingProseProblems(realRecords(), changed).map((p) => p.record.file))
    expect(files).toEqual(new Set(waitingStatements(realRecords()).map((s) => s.sentence.record.file)))
  })

  // Each: the file, the text changed as an editor might, where the check must name it and what it must say.
  test.each<[string, string, string | RegExp, string, string, string]>([
    [
      "a domestic landing's free waiting in an FAQ answer, named by its item",
      "data/faqs.json",
      "you have 30 minutes of free waiting time for domestic flights",
      "you have 45 minutes of free waiting time for domestic flights",
      "you have 45 minutes",
      `answer (item 12, "flight-delays"): states 45 minutes of free waiting after a domestic landing, but ${RULE} says ${FREE_WAITING_MINUTES.domestic} minutes. Write ${FREE_WAITING_MINUTES.domestic} there.`,
    ],
    [
      "an address's free waiting on the terms page, named at its line",
      "content/pages/terms.mdx",
      "the first 15 minutes after the scheduled time",
      "the first 20 minutes after the scheduled time",
      "the first 20 minutes after the scheduled time",
      `body: states 20 minutes of free waiting after the scheduled time at an address, but ${RULE} says ${FREE_WAITING_MINUTES.address} minutes. Write ${FREE_WAITING_MINUTES.address} there.`,
    ],
    [
      "an international landing's grace period in a post, named at its line",
      "content/blog/logan-airport-pickup-guide.mdx",
      /60 minutes after an international (one|landing|arrival)/,
      "90 minutes after an international $1",
      "90 minutes after an international",
      `body: states 90 minutes of free waiting after an international landing, but ${RULE} says ${FREE_WAITING_MINUTES.international} minutes. Write ${FREE_WAITING_MINUTES.international} there.`,
    ],
    [
      "the waiting step on /rates, named at its item",
      "data/rates.json",
      "billed in 15-minute steps",
      "billed in 30-minute steps",
      "billed in 30-minute steps",
      `excludes[2]: states waiting charged in 30-minute steps, but ${RULE} charges it in ${WAITING_STEP_MINUTES}-minute steps. Write ${WAITING_STEP_MINUTES} there.`,
    ],
  ])("%s, with the figure to write", (_, file, from, to, named, message) => {
    replace(file, from, to)
    expect(messages()).toEqual([`${at(file, named)}: ${message}`])
  })

  test("free waiting stated without saying for which pickup is named, with the figures to choose from", () => {
    const named = firstInTollsAnswer("Every pickup includes 20 minutes of free waiting.")
    expect(messages()).toEqual([
      expect.stringMatching(
        new RegExp(
          `${named}states 20 minutes of free waiting without saying for which pickup: the terms give ${FREE_WAITING_MINUTES.address} minutes after the scheduled time at an address, ${FREE_WAITING_MINUTES.domestic} after a domestic landing and ${FREE_WAITING_MINUTES.international} after an international one\\. Name the pickup beside the figure`,
        ),
      ),
    ])
  })

  test("minutes that are not free waiting (arriving early, a booking extended, a wait at the gate) are not read as it", () => {
    edit(
      "content/blog/winter-travel-new-england-chauffeur.mdx",
      (t) =>
        `${t}\nYour chauffeur arrives 15 minutes early and waits. A day booking extends in 30-minute increments. We would rather you wait 40 minutes at the gate, free of worry.\n`,
    )
    expect(messages()).toEqual([])
  })
})

describe("the gratuity rule in prose", () => {
  const RULE =
    "but no gratuity is ever added without the customer's say: fares and quotes never include one (src/booking-loop/gratuity.ts). Say that here in this text's own words."

  test("an FAQ answer that adds a standard gratuity to every quote is named by its item", () => {
    const named = firstInTollsAnswer("We add a standard 20% chauffeur gratuity as a separate line on every quote.")
    expect(messages()).toEqual([
      expect.stringMatching(new RegExp(`${named}says a gratuity is added to a quote or a fare, ${RULE.replace(/[().]/g, "\\$&")}$`)),
    ])
  })

  test("a service page whose quote lists a gratuity is named at its line", () => {
    edit("content/services/night-out-limo.mdx", (t) => `${t}\nYour written quote lists the hours, tolls and the standard 20% gratuity.\n`)
    expect(messages()).toEqual([
      `${at("content/services/night-out-limo.mdx", "Your written quote lists the hours")}: body: says a gratuity is added to a quote or a fare, ${RULE}`,
    ])
  })

  test("a gratuity shown on the quote in a list of what a service includes is named at its item", () => {
    replace("content/services/airport.mdx", /\n- Tolls/, "\n- Gratuity shown on a written quote before you confirm\n- Tolls")
    expect(messages()).toEqual([
      `${at("content/services/airport.mdx", "- Gratuity shown on a written quote")}: body: says a gratuity is added to a quote or a fare, ${RULE}`,
    ])
  })

  test("another customary figure is named, with the figure to write", () => {
    replace("data/rates.json", /\d+% is customary, and you choose/, "18% is customary, and you choose")
    expect(messages()).toEqual([
      `${at("data/rates.json", "18% is customary")}: excludes[1]: states 18% as the customary gratuity, but the gratuity rule (src/booking-loop/gratuity.ts) says ${CUSTOMARY_GRATUITY_PERCENT}%. Write ${CUSTOMARY_GRATUITY_PERCENT}% there.`,
    ])
  })

  test("a gratuity or a tip said to be included is named; a question is not", () => {
    const named = firstInTollsAnswer("Gratuity included.")
    edit("content/services/night-out-limo.mdx", (t) => `${t}\nOne flat price for the night, including a 20% tip.\n`)
    // The FAQ's own question, "Is gratuity included?", asks: it is not named.
    expect(messages()).toEqual([
      expect.stringMatching(new RegExp(`${named}says a gratuity is added to a quote or a fare, `)),
      `${at("content/services/night-out-limo.mdx", "One flat price for the night")}: body: says a gratuity is added to a quote or a fare, ${RULE}`,
    ])
  })

  test("a text that says the gratuity is never added, or is extra, is not named", () => {
    edit(
      "content/blog/winter-travel-new-england-chauffeur.mdx",
      (t) =>
        `${t}\nNo gratuity is ever added to your fare without your say. Tolls and gratuity are extra, and quotes never include a gratuity.\n`,
    )
    expect(messages()).toEqual([])
  })
})
