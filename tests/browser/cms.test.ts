/**
 * The editor at /admin, as an editor uses it: the built site served with the CDN's headers (so the
 * editor's own Content-Security-Policy is enforced), Decap's local backend (`decap-server`) on a
 * free loopback port saving into a scratch copy of data/ and content/ (the repository's files are
 * never touched), and Chromium. Each test waits for what the editor sees or for the file on disk.
 */
import fs from "fs"
import os from "os"
import path from "path"
import matter from "gray-matter"
import type { Browser, Page } from "playwright-core"
import { serveBuiltSite, type ServedSite } from "./serve"
import { copyProject, runGatsby } from "../../scripts/lib/scratch-project"
import { DESKTOP, collectErrors, launchBrowser } from "./browser"
import { headersFor, readHeaderRules, type HeaderRule } from "./headers-file"
import { startLocalBackend, type LocalBackend } from "./decap-server"
import { checkContent, formatProblem } from "../../src/content-model/check-content"
import { routes } from "../../src/lib/routes"
import { collections } from "../../src/content-model/collections"
import { valueProblems } from "../../src/content-model/value-rules"

/** A cold build of a copy of the project, generous because the machines running tests are shared. */
const BUILD_LIMIT_MS = 300_000

let browser: Browser
let site: ServedSite
let backend: LocalBackend
let rules: HeaderRule[]

beforeAll(async () => {
  rules = readHeaderRules()
  ;[site, browser, backend] = await Promise.all([serveBuiltSite(), launchBrowser(), startLocalBackend()])
})

afterAll(async () => {
  await Promise.all([browser?.close(), site?.stop(), backend?.stop()])
})

const blogPostFields = collections.find((c) => c.typeName === "BlogPost")!.fields
const scratch = (file: string) => path.join(backend.dir, file)
const problems = () => checkContent(backend.dir).problems.map(formatProblem)

/** The content check's "<field>: <message>" lines for the backend's files with one file's text replaced, judged in a copy. */
function problemsWith(file: string, text: string): string[] {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "cms-expected-"))
  try {
    for (const folder of ["data", "content"]) fs.cpSync(scratch(folder), path.join(copy, folder), { recursive: true })
    fs.writeFileSync(path.join(copy, file), text)
    return checkContent(copy).problems.map((p) => `${p.field}: ${p.message}`)
  } finally {
    fs.rmSync(copy, { recursive: true, force: true })
  }
}

/** A page with the CDN's headers on the site's answers, connected to the local backend, recording CSP violations and errors. */
async function editorPage(): Promise<{ page: Page; violations: () => Promise<string[]>; errors: string[]; close: () => Promise<void> }> {
  const page = await browser.newPage({ viewport: DESKTOP })
  const errors = collectErrors(page)
  await page.addInitScript(() => {
    const list: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = list
    document.addEventListener("securitypolicyviolation", (event) => list.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  await page.route(`${site.url}/**`, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, headers: { ...response.headers(), ...headersFor(rules, new URL(route.request().url()).pathname) } })
  })
  await backend.connect(page)
  return {
    page,
    errors,
    violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
    // The editor keeps asking its backend for news: requests still passing through the routes above
    // when the page closes must end quietly, not as an error of the test that comes next.
    close: async () => {
      await page.unrouteAll({ behavior: "ignoreErrors" })
      await page.close()
    },
  }
}

/** Opens the editor at a route of its own (e.g. "/collections/services/entries/airport"); with the local backend there is no login page to pass. */
async function open(page: Page, route = ""): Promise<void> {
  await page.goto(`${site.url}/admin/#${route}`)
  // An entry's toolbar (Publish, or Published when nothing has changed yet), or the collections.
  await page
    .getByRole("button", { name: /^Publish(ed)?$/ })
    .or(page.getByRole("link", { name: "Services", exact: true }))
    .first()
    .waitFor()
}

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByText("Publish now", { exact: true }).click()
}

/** Waits until a file on disk satisfies `test` (the editor's save is a write through the local backend). */
async function fileWhere(file: string, test: (text: string) => boolean, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : ""
    if (text && test(text)) return text
    if (Date.now() > deadline) throw new Error(`${file} did not change as expected; it holds:\n${text.slice(0, 500)}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

test("/admin opens the editor under its own policy, with no login on this computer, no violation or error, and lists every collection", async () => {
  const { page, violations, errors, close } = await editorPage()
  const response = await page.goto(`${site.url}/admin/`)
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'")
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow")
  // The local backend answers: the editor opens with no login, straight to its collections.
  for (const name of [
    "Services",
    "Business solutions",
    "Towns",
    "Blog",
    "Pages",
    "Business",
    "Fleet",
    "Testimonials",
    "Faqs",
    "Faq categories",
    "Areas",
    "Booking services",
  ]) {
    await page.getByRole("link", { name, exact: true }).waitFor()
  }
  await page.getByRole("link", { name: "Airport Transportation" }).waitFor()
  await page.screenshot({ path: path.join(os.tmpdir(), "cms-collections-1440.png") })
  expect(await violations()).toEqual([])
  expect(errors).toEqual([])
  await close()
})

test("changing a service's price saves the file with valid front matter, the body kept, and the content check passes", async () => {
  // A price without a figure: any figure on a service page comes from data/rates.json, and the
  // build refuses one that disagrees (the content check's own tests cover that).
  const file = scratch("content/services/events.mdx")
  const before = matter(fs.readFileSync(file, "utf8"))
  const { page, violations, errors, close } = await editorPage()
  await open(page, "/collections/services/entries/events")
  // The preview pane shows the entry in the site's look: its heading in the page header.
  await page
    .frameLocator("iframe")
    .first()
    .getByRole("heading", { level: 1, name: String(before.data.title) })
    .waitFor()
  await page.screenshot({ path: path.join(os.tmpdir(), "cms-service-1440.png") })
  const price = page.getByLabel("Price", { exact: true })
  await price.fill("Group rates for 10 or more")
  await publish(page)
  const saved = matter(await fileWhere(file, (text) => text.includes("Group rates for 10 or more")))
  expect(saved.data).toEqual({ ...before.data, price: "Group rates for 10 or more" })
  expect(saved.content.trim().length).toBeGreaterThan(100)
  expect(problems()).toEqual([])
  expect(await violations()).toEqual([])
  expect(errors).toEqual([])
  await close()
})

test("a service whose title is emptied is refused with the content check's message, and its file is unchanged", async () => {
  const file = scratch("content/services/wedding.mdx")
  const before = fs.readFileSync(file, "utf8")
  // What the build would say about the same mistake, from the content check itself.
  const expected = problemsWith("content/services/wedding.mdx", before.replace(/^title: .*$/m, 'title: ""'))
  expect(expected).toEqual(["title: is empty. Write it: service name and page heading."])

  const { page, close } = await editorPage()
  await open(page, "/collections/services/entries/wedding")
  await page.getByLabel("Title", { exact: true }).fill("")
  await publish(page).catch(() => undefined)
  await page.getByText(expected[0], { exact: true }).waitFor()
  // The editor said no at once; give a write that should not happen time to land before looking.
  await page.waitForTimeout(1000)
  expect(fs.readFileSync(file, "utf8")).toBe(before)
  await close()
})

test("a service's price is judged against the rates as saved now: a figure that disagrees is refused with the build's message, the one it names is saved", async () => {
  // The hourly service's surcharge was raised (as an editor saving data/rates.json would), so the
  // personal driver page, billed by the hour, must now read "From $105/hr"; the editor was built with $15.
  const ratesFile = scratch("data/rates.json")
  const rates = JSON.parse(fs.readFileSync(ratesFile, "utf8"))
  rates.serviceSurcharges.find((s: { service: string }) => s.service === "hourly").perHour = 20
  fs.writeFileSync(ratesFile, JSON.stringify(rates, null, 2) + "\n")
  const file = scratch("content/services/personal-driver.mdx")
  const before = fs.readFileSync(file, "utf8")
  // What the build would say, from the content check itself.
  const expected = problemsWith("content/services/personal-driver.mdx", before.replace(/^price: .*$/m, 'price: "From $90/hr"'))
  expect(expected).toEqual([expect.stringMatching(/^price: "From \$90\/hr" disagrees with the hourly rates .* Write "From \$105\/hr"/)])

  const { page, violations, errors, close } = await editorPage()
  await open(page, "/collections/services/entries/personal-driver")
  const price = page.getByLabel("Price", { exact: true })
  await price.fill("From $90/hr")
  await publish(page).catch(() => undefined)
  await page.getByText(expected[0].replace(/\.$/, ""), { exact: false }).waitFor()
  await page.waitForTimeout(1000)
  expect(fs.readFileSync(file, "utf8")).toBe(before)
  // Decap answers a refused save with a promise rejected with nothing, which it leaves unhandled;
  // that one is its own. Nothing after it may fail.
  const afterRefusal = errors.length

  // Typed over, as an editor does (select all, then type): the figure the message names saves.
  await price.click()
  await page.keyboard.press("Control+A")
  await page.keyboard.type("From $105/hr")
  await publish(page)
  const saved = matter(await fileWhere(file, (text) => text.includes("From $105/hr")))
  expect(saved.data).toEqual({ ...matter(before).data, price: "From $105/hr" })
  expect(problems()).toEqual([])
  expect(await violations()).toEqual([])
  expect(errors.slice(afterRefusal)).toEqual([])
  await close()
})

test("a town is refused until data/rates.json holds its fares, in the build's words; once they are saved, the same town saves and the content check passes", async () => {
  const file = scratch("content/towns/andover-ma.mdx")
  const ratesFile = scratch("data/rates.json")
  const before = fs.readFileSync(file, "utf8")
  const ratesBefore = fs.readFileSync(ratesFile, "utf8")
  const message = "name: data/rates.json has no flat rates for Concord, MA, a town served, listed in this page."

  let editor = await editorPage()
  await open(editor.page, "/collections/towns/entries/andover-ma")
  await editor.page.getByLabel("Name", { exact: true }).fill("Concord")
  await publish(editor.page).catch(() => undefined)
  await editor.page.getByText(message, { exact: false }).waitFor()
  await editor.page.waitForTimeout(1000)
  expect(fs.readFileSync(file, "utf8")).toBe(before)
  await editor.close()

  // The rates first (as an editor saves them under Rates): Concord's ZIP code and fares. The build accepts them alone.
  const rates = JSON.parse(ratesBefore)
  rates.airportFares.push({
    ...rates.airportFares.find((t: { town: string }) => t.town === "Andover"),
    town: "Concord",
    state: "MA",
    zips: ["01742"],
  })
  fs.writeFileSync(ratesFile, JSON.stringify(rates, null, 2) + "\n")
  expect(problems()).toEqual([])

  editor = await editorPage()
  await open(editor.page, "/collections/towns/entries/andover-ma")
  await editor.page.getByLabel("Name", { exact: true }).fill("Concord")
  await publish(editor.page)
  const saved = matter(await fileWhere(file, (text) => /^name: Concord$/m.test(text)))
  expect(saved.data).toEqual({ ...matter(before).data, name: "Concord" })
  expect(problems()).toEqual([])
  await editor.close()
  fs.writeFileSync(file, before)
  fs.writeFileSync(ratesFile, ratesBefore)
})

test(
  "a blog post is refused without its picture; created with one, it is written where the build reads it, and after a build it is at /blogs/<slug> with its picture",
  async () => {
    const slug = "chauffeur-tips-for-fall-foliage"
    const file = scratch(`content/blog/${slug}.mdx`)
    const picture = path.resolve(__dirname, "../../content/images/blog/logan-airport-pickup-guide.jpg")
    const { page, violations, errors, close } = await editorPage()
    await open(page, "/collections/blog/new")
    await page.getByLabel("Slug", { exact: true }).fill(slug)
    await page.getByLabel("Title", { exact: true }).fill("Chauffeur Tips for a Fall Foliage Day Trip")
    await page.getByLabel("Date", { exact: true }).fill("2026-10-02")
    await page
      .getByLabel("Description", { exact: true })
      .fill("How to plan a relaxed foliage drive from the Merrimack Valley to the White Mountains with a chauffeur at the wheel.")
    // Without its picture the post is refused, in the content check's words, and nothing is written.
    const missingPicture = valueProblems(blogPostFields.image, undefined)[0].message
    await publish(page).catch(() => undefined)
    await page.getByText(`image: ${missingPicture}`, { exact: true }).waitFor()
    expect(fs.existsSync(file)).toBe(false)
    const afterRefusal = errors.length
    await page.getByRole("button", { name: "Choose an image" }).click()
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: `${slug}.jpg`, mimeType: "image/jpeg", buffer: fs.readFileSync(picture) })
    await page.getByRole("button", { name: "Choose selected" }).click()
    await page.getByLabel("Image alt", { exact: true }).fill("A black sedan on a country road lined with red and orange maples")
    await page.getByLabel("Author", { exact: true }).fill("The Merrimack Premier team")
    await page.getByRole("button", { name: /Add tags/ }).click()
    await page.getByLabel("Item", { exact: true }).last().fill("day trips")
    const body = page.locator('[data-slate-editor="true"]').first()
    await body.click()
    await body.pressSequentially("Leave early, book the driver for the whole day and let the roads decide the route.")
    // The body reaches the entry once its editor has turned the text into Markdown, as the preview shows.
    await page.frameLocator("iframe").first().getByText("Leave early, book the driver").waitFor()
    await publish(page)

    const saved = matter(await fileWhere(file, (text) => text.includes("Leave early")))
    expect(saved.data).toMatchObject({
      slug,
      title: "Chauffeur Tips for a Fall Foliage Day Trip",
      image: `../images/blog/${slug}.jpg`,
      tags: ["day trips"],
    })
    expect(fs.existsSync(scratch(`content/images/blog/${slug}.jpg`))).toBe(true)
    expect(problems()).toEqual([])
    expect(await violations()).toEqual([])
    // Decap leaves its refused save's rejection unhandled (see above); nothing after it may fail.
    expect(errors.slice(afterRefusal)).toEqual([])
    await close()

    // What the host does after the commit: the real build, of the project with the files as saved.
    const project = copyProject("cms-build-", "hard-links")
    let built: ServedSite | undefined
    try {
      for (const folder of ["data", "content"]) {
        fs.rmSync(path.join(project, folder), { recursive: true, force: true })
        fs.cpSync(scratch(folder), path.join(project, folder), { recursive: true })
      }
      const build = await runGatsby(project, "build", { timeoutMs: BUILD_LIMIT_MS })
      if (build.status !== 0) throw new Error(`The build after saving the post failed:\n${build.output.slice(-3000)}`)
      built = await serveBuiltSite({}, project)
      const reader = await browser.newPage({ viewport: DESKTOP })
      await reader.goto(`${built.url}${routes.blogPost(slug)}`)
      await reader.getByRole("heading", { level: 1, name: "Chauffeur Tips for a Fall Foliage Day Trip" }).waitFor()
      await reader.getByText("Leave early, book the driver for the whole day").waitFor()
      const picture = reader.getByRole("img", { name: "A black sedan on a country road lined with red and orange maples" }).first()
      await picture.scrollIntoViewIfNeeded()
      await reader.waitForFunction(
        (alt) => [...document.querySelectorAll<HTMLImageElement>(`img[alt="${alt}"]`)].some((img) => img.complete && img.naturalWidth > 0),
        "A black sedan on a country road lined with red and orange maples",
      )
      // The blog's index lists it too.
      await reader.goto(`${built.url}${routes.blogs}`)
      await reader
        .getByRole("link", { name: /Chauffeur Tips for a Fall Foliage Day Trip/ })
        .first()
        .waitFor()
      await reader.close()
    } finally {
      await built?.stop()
      fs.rmSync(project, { recursive: true, force: true })
    }
  },
  BUILD_LIMIT_MS + 120_000,
)
