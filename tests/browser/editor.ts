/**
 * The content editor at /admin as an editor uses it, for the tests that drive it: the built site
 * served with the CDN's headers on its answers (so the editor's own Content-Security-Policy is
 * enforced), connected to Decap's local backend, recording policy violations and errors; and the
 * steps of writing a blog post. cms.test.ts checks the editor itself; the host's test publishes a
 * post with it before the host builds, as an editor's commit starts the host's build.
 */
import fs from "fs"
import path from "path"
import type { Browser, Page } from "playwright-core"
import { DESKTOP, collectErrors, fetchOnce } from "./browser"
import { headersFor, readHeaderRules } from "./headers-file"
import type { LocalBackend } from "./decap-server"
import type { ServedSite } from "./serve"

export interface EditorPage {
  page: Page
  /** The Content-Security-Policy violations the page reported. */
  violations: () => Promise<string[]>
  errors: string[]
  /** Forgets the errors and violations so far: a page kept for the next test counts that test's own (kept-editor.ts). */
  clear: () => Promise<void>
  close: () => Promise<void>
}

/** A page with the CDN's headers on the site's answers, connected to the local backend. */
export async function editorPage(browser: Browser, site: ServedSite, backend: LocalBackend): Promise<EditorPage> {
  const rules = readHeaderRules()
  const page = await browser.newPage({ viewport: DESKTOP })
  const errors = collectErrors(page)
  await page.addInitScript(() => {
    const list: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = list
    document.addEventListener("securitypolicyviolation", (event) => list.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  await page.route(`${site.url}/**`, async (route) => {
    const response = await fetchOnce(route)
    await route.fulfill({ response, headers: { ...response.headers(), ...headersFor(rules, new URL(route.request().url()).pathname) } })
  })
  await backend.connect(page)
  return {
    page,
    errors,
    violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
    clear: async () => {
      errors.length = 0
      await page.evaluate(() => ((window as unknown as { __csp: string[] }).__csp.length = 0))
    },
    // The editor keeps asking its backend for news: requests still passing through the routes above
    // when the page closes must end quietly, not as an error of the test that comes next.
    close: async () => {
      await page.unrouteAll({ behavior: "ignoreErrors" })
      await page.close()
    },
  }
}

/**
 * How long the editor may take to start: its page's load event waits for Decap's 5 MB bundle to be compiled and
 * run (11 to 12 s of the renderer's CPU), which took over 30 s, the default wait, on the two shared cores at a
 * load average of 20.
 */
export const EDITOR_START_MS = 90_000

/** Opens the editor at a route of its own (e.g. "/collections/services/entries/airport"); with the local backend there is no login page to pass. */
export async function openEditor(page: Page, site: ServedSite, route = ""): Promise<void> {
  await page.goto(`${site.url}/admin/#${route}`, { timeout: EDITOR_START_MS })
  // An entry's toolbar (Publish, or Published when nothing has changed yet), or the collections.
  await page
    .getByRole("button", { name: /^Publish(ed)?$/ })
    .or(page.getByRole("link", { name: "Services", exact: true }))
    .first()
    .waitFor({ timeout: EDITOR_START_MS })
}

export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByText("Publish now", { exact: true }).click()
}

/** Waits until a file on disk satisfies `test` (the editor's save is a write through the local backend). */
export async function fileWhere(file: string, test: (text: string) => boolean, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : ""
    if (text && test(text)) return text
    if (Date.now() > deadline) throw new Error(`${file} did not change as expected; it holds:\n${text.slice(0, 500)}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** The blog post the editor tests write: a new one, with a picture from the repository. */
export const NEW_POST = {
  slug: "chauffeur-tips-for-fall-foliage",
  title: "Chauffeur Tips for a Fall Foliage Day Trip",
  date: "2026-10-02",
  description: "How to plan a relaxed foliage drive from the Merrimack Valley to the White Mountains with a chauffeur at the wheel.",
  picture: path.resolve(__dirname, "../../content/images/blog/logan-airport-pickup-guide.jpg"),
  alt: "A black sedan on a country road lined with red and orange maples",
  author: "The Merrimack Premier team",
  tag: "day trips",
  body: "Leave early, book the driver for the whole day and let the roads decide the route.",
  /** A part of the body, as the preview and the built page show it. */
  bodyStart: "Leave early, book the driver",
}

/** On a new blog post's form: its slug, title, date and description. */
export async function fillPostHeading(page: Page): Promise<void> {
  await page.getByLabel("Slug", { exact: true }).fill(NEW_POST.slug)
  await page.getByLabel("Title", { exact: true }).fill(NEW_POST.title)
  await page.getByLabel("Date", { exact: true }).fill(NEW_POST.date)
  await page.getByLabel("Description", { exact: true }).fill(NEW_POST.description)
}

/** Then its picture (uploaded), the picture's text, the author, a tag and the body. */
export async function fillPostRest(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Choose an image" }).click()
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: `${NEW_POST.slug}.jpg`, mimeType: "image/jpeg", buffer: fs.readFileSync(NEW_POST.picture) })
  await page.getByRole("button", { name: "Choose selected" }).click()
  await page.getByLabel("Image alt", { exact: true }).fill(NEW_POST.alt)
  await page.getByLabel("Author", { exact: true }).fill(NEW_POST.author)
  await page.getByRole("button", { name: /Add tags/ }).click()
  await page.getByLabel("Item", { exact: true }).last().fill(NEW_POST.tag)
  const body = page.locator('[data-slate-editor="true"]').first()
  await body.click()
  await body.pressSequentially(NEW_POST.body)
  // The body reaches the entry once its editor has turned the text into Markdown, as the preview shows.
  await page.frameLocator("iframe").first().getByText(NEW_POST.bodyStart).waitFor()
}

/** Where the new post's file and its picture are written, under the backend's folder. */
export const newPostFile = (backend: LocalBackend) => path.join(backend.dir, `content/blog/${NEW_POST.slug}.mdx`)
export const newPostPicture = (backend: LocalBackend) => path.join(backend.dir, `content/images/blog/${NEW_POST.slug}.jpg`)

/**
 * Waits until the editor's save of the new post is on disk with its picture whole (the backend writes
 * the entry first, then the picture); returns the entry's text.
 */
export async function savedNewPost(backend: LocalBackend, timeoutMs = 15_000): Promise<string> {
  const text = await fileWhere(newPostFile(backend), (saved) => saved.includes(NEW_POST.bodyStart), timeoutMs)
  const picture = newPostPicture(backend)
  const size = fs.statSync(NEW_POST.picture).size
  const deadline = Date.now() + timeoutMs
  while (!(fs.existsSync(picture) && fs.statSync(picture).size === size)) {
    if (Date.now() > deadline) throw new Error(`${picture} was not written whole (${size} bytes) within ${timeoutMs / 1000} s`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return text
}
