/** @jest-environment node */
/**
 * The forward of Netlify Identity's email links to the editor: on the page the links open, only for
 * the backend that logs in through Identity, once however often the build runs over the page.
 */
import { backendFromEnv } from "../backend"
import { IDENTITY_TOKEN_HASH, identityLinkForward, withIdentityLinks } from "../identity-links"

const home = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Home</title></head><body></body></html>'
const gateway = backendFromEnv({ CMS_BACKEND: "git-gateway" })
const github = backendFromEnv({ CMS_REPO: "merrimack/site" })

test("the home page forwards Identity's links to the editor first thing, with git-gateway only", () => {
  const forwarded = withIdentityLinks("/", home, gateway, "/admin")
  expect(forwarded).toBe(home.replace("<head>", `<head>${identityLinkForward("/admin")}`))
  expect(withIdentityLinks("/fleet", home, gateway, "/admin")).toBe(home)
  expect(withIdentityLinks("/", home, github, "/admin")).toBe(home)
  expect(withIdentityLinks("/", home, backendFromEnv({}), "/admin")).toBe(home)
})

test("a page built again keeps one forward, and loses it when the backend changes", () => {
  const once = withIdentityLinks("/", home, gateway, "/admin")
  expect(withIdentityLinks("/", once, gateway, "/admin")).toBe(once)
  expect(withIdentityLinks("/", once, github, "/admin")).toBe(home)
})

test("the links of an invitation, a password reset and the like are forwarded; any other hash is not", () => {
  for (const hash of [
    "#invite_token=abc",
    "#recovery_token=abc",
    "#confirmation_token=abc",
    "#email_change_token=abc",
    "#/invite_token=abc",
    "#access_token=abc&token_type=bearer",
  ])
    expect([hash, IDENTITY_TOKEN_HASH.test(hash)]).toEqual([hash, true])
  for (const hash of ["", "#booking", "#faq-invite_token=abc", "#my_access_token=abc"])
    expect([hash, IDENTITY_TOKEN_HASH.test(hash)]).toEqual([hash, false])
})

test("the forward, run as a browser runs it, replaces the address with the editor's and the same hash", () => {
  const script = /<script>([\s\S]*)<\/script>/.exec(identityLinkForward("/admin"))![1]
  const run = (hash: string) => {
    const replaced: string[] = []
    new Function("location", script)({ hash, replace: (to: string) => replaced.push(to) })
    return replaced
  }
  expect(run("#invite_token=abc")).toEqual(["/admin/#invite_token=abc"])
  expect(run("#recovery_token=xyz")).toEqual(["/admin/#recovery_token=xyz"])
  expect(run("#booking")).toEqual([])
})
