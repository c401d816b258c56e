/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { ConfigError, DEFAULT_MAIL_FROM, LINK_SECRET_FILE, loadConfig } from "../config"

const SECRET = "0123456789abcdef0123456789abcdef"
let cwd: string
beforeEach(() => {
  cwd = mkdtempSync(path.join(os.tmpdir(), "mp-config-"))
})
afterEach(() => rmSync(cwd, { recursive: true, force: true }))

describe("configuration from the environment", () => {
  it("has working defaults: the local outbox, the business email, 20 a minute", () => {
    const config = loadConfig({}, { cwd })
    expect(config).toEqual({
      production: false,
      host: "own-server",
      trustedProxies: 0,
      clientAddress: { from: "socket" },
      rateLimitPerMinute: 20,
      mailFrom: DEFAULT_MAIL_FROM,
      dispatchEmail: "info@merrimackpremierlimo.com",
      dispatchSignIn: ["info@merrimackpremierlimo.com"],
      smtp: null,
      webhook: null,
      outboxDir: path.resolve(cwd, ".data/outbox"),
      blobs: false,
      bookingLinkSecret: readFileSync(path.join(cwd, LINK_SECRET_FILE), "utf8").trim(),
      siteUrl: "https://www.merrimackpremierlimo.com",
    })
  })

  it("lets dispatch's address sign in, or the addresses DISPATCH_SIGN_IN lists, and refuses a list that is not addresses", () => {
    expect(loadConfig({ DISPATCH_EMAIL: "Desk@Merrimack.test" }, { cwd }).dispatchSignIn).toEqual(["desk@merrimack.test"])
    expect(
      loadConfig({ DISPATCH_SIGN_IN: " a@merrimack.test, B@merrimack.test ,", DISPATCH_EMAIL: "desk@merrimack.test" }, { cwd })
        .dispatchSignIn,
    ).toEqual(["a@merrimack.test", "b@merrimack.test"])
    expect(() => loadConfig({ DISPATCH_SIGN_IN: "a@merrimack.test; b@merrimack.test" }, { cwd })).toThrow(/DISPATCH_SIGN_IN/)
  })

  it("generates the booking-link secret into the data folder once, private to its owner, and keeps it across restarts", () => {
    const first = loadConfig({}, { cwd }).bookingLinkSecret
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(statSync(path.join(cwd, LINK_SECRET_FILE)).mode & 0o777).toBe(0o600)
    expect(loadConfig({}, { cwd }).bookingLinkSecret).toBe(first)
    expect(loadConfig({ BOOKING_LINK_SECRET: SECRET }, { cwd }).bookingLinkSecret).toBe(SECRET)
  })

  it("never generates BOOKING_LINK_SECRET on the host (npm start runs as production too, and generates it), and wants a long one anywhere", () => {
    // Without it on the host the booking loop is off (each instance would sign alike with nothing shared), the forms work.
    expect(loadConfig({ NODE_ENV: "production", NETLIFY: "true" }, { cwd }).bookingLinkSecret).toBeNull()
    // A function instance on the host (its run-time variables) and the host's local emulation.
    expect(loadConfig({ SITE_ID: "0000-site", SITE_NAME: "merrimack-premier" }, { cwd }).bookingLinkSecret).toBeNull()
    expect(loadConfig({ NETLIFY_LOCAL: "true" }, { cwd }).bookingLinkSecret).toBeNull()
    expect(loadConfig({ NODE_ENV: "production" }, { cwd }).bookingLinkSecret).toMatch(/^[0-9a-f]{64}$/)
    expect(() => loadConfig({ BOOKING_LINK_SECRET: "short" }, { cwd })).toThrow(/at least 32 characters/)
    expect(loadConfig({ NODE_ENV: "production", NETLIFY: "true", BOOKING_LINK_SECRET: SECRET }, { cwd }).bookingLinkSecret).toBe(SECRET)
  })

  it("starts links in emails at SITE_URL when set (a preview deploy), without a trailing slash", () => {
    expect(loadConfig({ SITE_URL: "https://deploy-preview-12--site.netlify.app/" }, { cwd }).siteUrl).toBe(
      "https://deploy-preview-12--site.netlify.app",
    )
    expect(() => loadConfig({ SITE_URL: "javascript:alert(1)" }, { cwd })).toThrow(/SITE_URL/)
  })

  it("reads SMTP_URL with its credentials decoded", () => {
    expect(loadConfig({ SMTP_URL: "smtps://user%40example.com:p%3Ass@smtp.example.com:465" }).smtp).toEqual({
      host: "smtp.example.com",
      port: 465,
      secure: true,
      user: "user@example.com",
      pass: "p:ss",
    })
    expect(loadConfig({ SMTP_URL: "smtp://mail.example.com" }).smtp).toMatchObject({ port: 587, secure: false, user: undefined })
  })

  it("reads SMTP_HOST and friends, secure by default on port 465", () => {
    expect(loadConfig({ SMTP_HOST: "smtp.example.com", SMTP_PORT: "465", SMTP_USER: "u", SMTP_PASS: "p" }).smtp).toEqual({
      host: "smtp.example.com",
      port: 465,
      secure: true,
      user: "u",
      pass: "p",
    })
    expect(loadConfig({ SMTP_HOST: "smtp.example.com" }).smtp).toMatchObject({ port: 587, secure: false })
    expect(loadConfig({ SMTP_HOST: "smtp.example.com", SMTP_SECURE: "true" }).smtp).toMatchObject({ port: 465, secure: true })
  })

  it("reads the webhook, the outbox switch, the proxy trust and the rate limit", () => {
    const config = loadConfig({
      WEBHOOK_URL: "https://hooks.example.com/x",
      WEBHOOK_SECRET: "s",
      OUTBOX: "off",
      TRUST_PROXY: "1",
      RATE_LIMIT_PER_MINUTE: "0",
      NODE_ENV: "production",
      BOOKING_LINK_SECRET: SECRET,
    })
    expect(config.webhook).toEqual({ url: "https://hooks.example.com/x", secret: "s" })
    expect(config.outboxDir).toBeNull()
    expect(config.trustedProxies).toBe(1)
    expect(config.clientAddress).toEqual({ from: "forwarded-for", proxies: 1 })
    expect(config.rateLimitPerMinute).toBe(0)
    expect(config.production).toBe(true)
  })

  it.each([
    ["1", 1],
    ["true", 1],
    ["yes", 1],
    ["on", 1],
    ["2", 2],
    ["10", 10],
    ["0", 0],
    ["false", 0],
    ["off", 0],
    ["", 0],
  ])("reads TRUST_PROXY=%j as %d trusted proxies in front", (value, proxies) => {
    const config = loadConfig({ TRUST_PROXY: value }, { cwd })
    expect(config.trustedProxies).toBe(proxies)
    expect(config.clientAddress).toEqual(proxies === 0 ? { from: "socket" } : { from: "forwarded-for", proxies })
  })

  it.each([
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "11" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "-1" }, "TRUST_PROXY"],
    [{ SMTP_URL: "http://smtp.example.com" }, "SMTP_URL"],
    [{ SMTP_URL: "not a url" }, "SMTP_URL"],
    [{ WEBHOOK_URL: "ftp://x" }, "WEBHOOK_URL"],
    [{ RATE_LIMIT_PER_MINUTE: "lots" }, "RATE_LIMIT_PER_MINUTE"],
    [{ OUTBOX: "maybe" }, "OUTBOX"],
    [{ SMTP_HOST: "h", SMTP_SECURE: "perhaps" }, "SMTP_SECURE"],
  ])("refuses %j with a message naming %s", (env, name) => {
    expect(() => loadConfig(env, { cwd })).toThrow(ConfigError)
    expect(() => loadConfig(env, { cwd })).toThrow(name)
  })
})
