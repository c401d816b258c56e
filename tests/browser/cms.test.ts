/**
 * The editor at /admin, as an editor uses it: the built site served with the CDN's headers (so the
 * editor's own Content-Security-Policy is enforced), Decap's local backend (`decap-server`) on a
 * free loopback port saving into a scratch copy of data/ and content/ (the repository's files are
 * never touched), and Chromium. Each test waits for what the editor sees or for the file on disk.
 * The first test loads /admin; the others move inside that editor to their entry (kept-editor.ts).
 */
import fs from "fs"
import os from "os"
import path from "path"
import matter from "gray-matter"
import { useSiteAndBrowser } from "./harness"
import { startLocalBackend, type LocalBackend } from "./decap-server"
import {
  EDITOR_START_MS,
  NEW_POST,
  editorPage,
  fileWhere,
  fillPostHeading,
  fillPostRest,
  newPostFile,
  publish,
  savedNewPost,
} from "./editor"
import { keptEditor } from "./kept-editor"
import { checkContent, formatProblem } from "../../src/content-model/check-content"
import { collections } from "../../src/content-model/collections"
import { valueProblems } from "../../src/content-model/value-rules"
import { SCREENSHOTS } from "./screenshots"

const harness = useSiteAndBrowser()
let backend: LocalBackend
const editor = keptEditor(
  () => editorPage(harness.browser, harness.site, backend),
  () => harness.site,
)

beforeAll(async () => {
  backend = await startLocalBackend()
})

afterAll(async () => {
  await editor.close()
  await backend?.stop()
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

test("/admin opens the editor under its own policy, with no login on this computer, no violation or error, and lists every collection", async () => {
  const { page, violations, errors, release } = await editor.fresh()
  const response = await page.goto(`${harness.site.url}/admin/`, { timeout: EDITOR_START_MS })
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
    await page.getByRole("link", { name, exact: true }).waitFor({ timeout: EDITOR_START_MS })
  }
  await page.getByRole("link", { name: "Airport Transportation" }).waitFor()
  if (SCREENSHOTS) await page.screenshot({ path: path.join(os.tmpdir(), "cms-collections-1440.png") })
  expect(await violations()).toEqual([])
  expect(errors).toEqual([])
  release()
})

test("changing a service's price saves the file with valid front matter, the body kept, and the content check passes", async () => {
  // A price without a figure: any figure on a service page comes from data/rates.json, and the
  // build refuses one that disagrees (the content check's own tests cover that).
  const file = scratch("content/services/events.mdx")
  const before = matter(fs.readFileSync(file, "utf8"))
  const { page, violations, errors, release } = await editor.at("/collections/services/entries/events")
  // The preview pane shows the entry in the site's look: its heading in the page header.
  await page
    .frameLocator("iframe")
    .first()
    .getByRole("heading", { level: 1, name: String(before.data.title) })
    .waitFor()
  if (SCREENSHOTS) await page.screenshot({ path: path.join(os.tmpdir(), "cms-service-1440.png") })
  const price = page.getByLabel("Price", { exact: true })
  await price.fill("Group rates for 10 or more")
  await publish(page)
  const saved = matter(await fileWhere(file, (text) => text.includes("Group rates for 10 or more")))
  expect(saved.data).toEqual({ ...before.data, price: "Group rates for 10 or more" })
  expect(saved.content.trim().length).toBeGreaterThan(100)
  expect(problems()).toEqual([])
  expect(await violations()).toEqual([])
  expect(errors).toEqual([])
  release()
})

test("a service whose title is emptied is refused with the content check's message, and its file is unchanged", async () => {
  const file = scratch("content/services/wedding.mdx")
  const before = fs.readFileSync(file, "utf8")
  // What the build would say about the same mistake, from the content check itself.
  const expected = problemsWith("content/services/wedding.mdx", before.replace(/^title: .*$/m, 'title: ""'))
  expect(expected).toEqual(["title: is empty. Write it: service name and page heading."])

  const { page, release } = await editor.at("/collections/services/entries/wedding")
  await page.getByLabel("Title", { exact: true }).fill("")
  await publish(page).catch(() => undefined)
  await page.getByText(expected[0], { exact: true }).waitFor()
  // The editor said no at once; give a write that should not happen time to land before looking.
  await page.waitForTimeout(1000)
  expect(fs.readFileSync(file, "utf8")).toBe(before)
  release()
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

  const { page, violations, errors, release } = await editor.at("/collections/services/entries/personal-driver")
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
  release()
})

test("a town is refused until data/rates.json holds its fares, in the build's words; once they are saved, the same town saves and the content check passes", async () => {
  const file = scratch("content/towns/andover-ma.mdx")
  const ratesFile = scratch("data/rates.json")
  const before = fs.readFileSync(file, "utf8")
  const ratesBefore = fs.readFileSync(ratesFile, "utf8")
  const message = "name: data/rates.json has no flat rates for Concord, MA, a town served, listed in this page."

  let town = await editor.at("/collections/towns/entries/andover-ma")
  await town.page.getByLabel("Name", { exact: true }).fill("Concord")
  await publish(town.page).catch(() => undefined)
  await town.page.getByText(message, { exact: false }).waitFor()
  await town.page.waitForTimeout(1000)
  expect(fs.readFileSync(file, "utf8")).toBe(before)
  town.release()

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

  // Opened again (out of the entry and back), as an editor does once the rates are saved: its fields read them anew.
  town = await editor.at("/collections/towns/entries/andover-ma")
  await town.page.getByLabel("Name", { exact: true }).fill("Concord")
  await publish(town.page)
  const saved = matter(await fileWhere(file, (text) => /^name: Concord$/m.test(text)))
  expect(saved.data).toEqual({ ...matter(before).data, name: "Concord" })
  expect(problems()).toEqual([])
  town.release()
  fs.writeFileSync(file, before)
  fs.writeFileSync(ratesFile, ratesBefore)
})

test("a blog post is refused without its picture; created with one, it is written where the build reads it, valid for the build (the host's test builds and serves it)", async () => {
  const file = newPostFile(backend)
  const { page, violations, errors, release } = await editor.at("/collections/blog/new")
  await fillPostHeading(page)
  // Without its picture the post is refused, in the content check's words, and nothing is written.
  const missingPicture = valueProblems(blogPostFields.image, undefined)[0].message
  await publish(page).catch(() => undefined)
  await page.getByText(`image: ${missingPicture}`, { exact: true }).waitFor()
  expect(fs.existsSync(file)).toBe(false)
  const afterRefusal = errors.length
  await fillPostRest(page)
  await publish(page)

  const saved = matter(await savedNewPost(backend))
  expect(saved.data).toMatchObject({
    slug: NEW_POST.slug,
    title: NEW_POST.title,
    image: `../images/blog/${NEW_POST.slug}.jpg`,
    tags: [NEW_POST.tag],
  })
  expect(problems()).toEqual([])
  expect(await violations()).toEqual([])
  // Decap leaves its refused save's rejection unhandled (see above); nothing after it may fail.
  expect(errors.slice(afterRefusal)).toEqual([])
  release()
})
