/**
 * An editor invited through Netlify Identity (CMS_BACKEND=git-gateway) opens the invitation email's
 * link, the site's address with `#invite_token=…`, and is asked for a password by the editor. The site
 * is this build's pages and the editor as a git-gateway build writes them (editor-settings.ts), served
 * under the site's public name with the CDN's headers of that build, so the editor's own policy is
 * enforced and the widget sees a site, not a local server. The identity service is the one part that
 * cannot run here: its answers are faked where the page's requests leave it.
 */
import fs from "fs"
import path from "path"
import type { Page, Route } from "playwright-core"
import { useSiteAndBrowser } from "./harness"
import { DESKTOP } from "./browser"
import { editorBuildWith, type EditorBuild } from "./editor-settings"
import { headersFor } from "./headers-file"
import { ADMIN_PATH, CONTENT_TYPES } from "../../src/cms/admin-site"

const harness = useSiteAndBrowser()
/** The site's public name: any name but this machine's, whose address the widget would take for a local server. */
const SITE = "https://merrimack-premier.example"
const TOKEN = "f3Nv9tQmXc"

let gateway: EditorBuild

beforeAll(async () => {
  gateway = await editorBuildWith({
    NETLIFY: "true",
    REPOSITORY_URL: "https://github.com/merrimack-premier/website",
    CMS_BACKEND: "git-gateway",
  })
})

afterAll(() => gateway?.remove())

/** What the identity service was asked, and the answers a service with invitations only would give. */
interface Identity {
  requests: { method: string; path: string; body: string }[]
}

async function answerAsIdentity(route: Route, identity: Identity, servicePath: string): Promise<void> {
  const request = route.request()
  identity.requests.push({ method: request.method(), path: servicePath, body: request.postData() ?? "" })
  const json = (status: number, body: unknown) => route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) })
  if (servicePath === "/settings")
    return json(200, {
      external: { bitbucket: false, email: true, facebook: false, github: false, gitlab: false, google: false },
      disable_signup: true,
      autoconfirm: false,
    })
  return json(404, { code: 404, msg: "not faked by the test" })
}

/** The first request of `method` to the service's `servicePath`, once the page has sent it (within 15 s). */
async function asked(identity: Identity, method: string, servicePath: string): Promise<Identity["requests"][number]> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const request = identity.requests.find((r) => r.method === method && r.path === servicePath)
    if (request) return request
    if (Date.now() > deadline)
      throw new Error(`The identity service was not asked ${method} ${servicePath}; it was asked ${JSON.stringify(identity.requests)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/**
 * A page on which the site answers under SITE: the home page and /admin as the git-gateway build
 * leaves them, every other file from the built site, each with that build's headers; the identity
 * service's path faked. Records the policy violations the page reports.
 */
async function pageOfTheSite(identity: Identity): Promise<{ page: Page; violations: () => Promise<string[]>; close: () => Promise<void> }> {
  const page = await harness.browser.newPage({ viewport: DESKTOP })
  await page.addInitScript(() => {
    const list: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = list
    document.addEventListener("securitypolicyviolation", (event) => list.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  await page.route(`${SITE}/**`, async (route) => {
    const url = new URL(route.request().url())
    const identityPath = /^\/\.netlify\/identity(\/.*)$/.exec(url.pathname)?.[1]
    if (identityPath) return answerAsIdentity(route, identity, identityPath)
    const headers = headersFor(gateway.rules, url.pathname)
    const page = gateway.pages.get(url.pathname)
    if (page !== undefined)
      return route.fulfill({ status: 200, headers: { ...headers, "content-type": CONTENT_TYPES[".html"] }, body: page })
    if (url.pathname === ADMIN_PATH || url.pathname.startsWith(`${ADMIN_PATH}/`)) {
      const relative = url.pathname.slice(ADMIN_PATH.length).replace(/^\/?$/, "/index.html")
      const file = path.join(gateway.adminDir, relative)
      if (!file.startsWith(gateway.adminDir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return route.fulfill({ status: 404 })
      const type = CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream"
      return route.fulfill({ status: 200, headers: { ...headers, "content-type": type }, body: fs.readFileSync(file) })
    }
    const response = await route.fetch({ url: `${harness.site.url}${url.pathname}${url.search}` })
    return route.fulfill({ response, headers: { ...response.headers(), ...headers } })
  })
  return {
    page,
    violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
    // The editor keeps loading behind the widget: requests still in the routes above end quietly.
    close: async () => {
      await page.unrouteAll({ behavior: "ignoreErrors" })
      await page.close()
    },
  }
}

test("the invitation link opens the site, which hands it to the editor, where Identity's widget asks the invited editor for a password", async () => {
  const identity: Identity = { requests: [] }
  const { page, violations, close } = await pageOfTheSite(identity)
  await page.goto(`${SITE}/#invite_token=${TOKEN}`)
  // The widget's window over the editor's login page, titled for the invitation, with one field: the password.
  const dialog = page.frameLocator("#netlify-identity-widget").getByRole("dialog")
  await dialog.getByText("Complete your signup", { exact: true }).waitFor()
  expect(new URL(page.url()).pathname).toBe(`${ADMIN_PATH}/`)
  const password = dialog.getByLabel("Enter your password")
  await password.waitFor()
  expect(await password.getAttribute("type")).toBe("password")
  expect(await dialog.getByLabel("Enter your email").count()).toBe(0)
  // The editor chooses the password: the widget sends it with the invitation's token to the identity service.
  await password.fill("Limo-fleet-2026")
  await dialog.getByRole("button", { name: "Sign up" }).click()
  const verify = await asked(identity, "POST", "/verify")
  expect(JSON.parse(verify.body)).toEqual({ token: TOKEN, password: "Limo-fleet-2026", type: "signup" })
  expect(await violations()).toEqual([])
  await close()
})

test("a visit to the home page without a token stays there, and loads nothing of the editor", async () => {
  const identity: Identity = { requests: [] }
  const { page, violations, close } = await pageOfTheSite(identity)
  const scripts: string[] = []
  page.on("request", (request) => scripts.push(new URL(request.url()).pathname))
  await page.goto(`${SITE}/#booking`)
  await page.getByRole("heading", { level: 1 }).waitFor()
  expect(new URL(page.url()).pathname).toBe("/")
  expect(await page.locator("#netlify-identity-widget").count()).toBe(0)
  expect(scripts.filter((p) => p.startsWith(ADMIN_PATH) || p.startsWith("/.netlify/"))).toEqual([])
  expect(await violations()).toEqual([])
  await close()
})
