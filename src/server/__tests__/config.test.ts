/** @jest-environment node */
import path from "node:path"
import { ConfigError, DEFAULT_MAIL_FROM, loadConfig } from "../config"

describe("configuration from the environment", () => {
  it("has working defaults: the local outbox, the business email, 20 a minute", () => {
    const config = loadConfig({}, { cwd: "/srv/site" })
    expect(config).toEqual({
      production: false,
      host: "own-server",
      trustProxy: false,
      clientAddress: { from: "socket" },
      rateLimitPerMinute: 20,
      mailFrom: DEFAULT_MAIL_FROM,
      dispatchEmail: "info@merrimackpremierlimo.com",
      smtp: null,
      webhook: null,
      outboxDir: path.resolve("/srv/site/.data/outbox"),
      blobs: false,
    })
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
    const config = loadConfig({ WEBHOOK_URL: "https://hooks.example.com/x", WEBHOOK_SECRET: "s", OUTBOX: "off", TRUST_PROXY: "1", RATE_LIMIT_PER_MINUTE: "0", NODE_ENV: "production" })
    expect(config.webhook).toEqual({ url: "https://hooks.example.com/x", secret: "s" })
    expect(config.outboxDir).toBeNull()
    expect(config.trustProxy).toBe(true)
    expect(config.clientAddress).toEqual({ from: "forwarded-for" })
    expect(config.rateLimitPerMinute).toBe(0)
    expect(config.production).toBe(true)
  })

  it.each([
    [{ SMTP_URL: "http://smtp.example.com" }, "SMTP_URL"],
    [{ SMTP_URL: "not a url" }, "SMTP_URL"],
    [{ WEBHOOK_URL: "ftp://x" }, "WEBHOOK_URL"],
    [{ RATE_LIMIT_PER_MINUTE: "lots" }, "RATE_LIMIT_PER_MINUTE"],
    [{ OUTBOX: "maybe" }, "OUTBOX"],
    [{ SMTP_HOST: "h", SMTP_SECURE: "perhaps" }, "SMTP_SECURE"],
  ])("refuses %j with a message naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(name)
  })
})
