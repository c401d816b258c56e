/**
 * The booking loop's world for an HTTP test file: the API on a memory store, SMTP and a webhook on
 * loopback, started before the file's tests and stopped after, their catches emptied before each
 * test; and what those tests read of it (tokens of links, views, errors, emails, webhook changes). Every email
 * its SMTP server catches for a chauffeur of the roster is checked as it comes (chauffeur-text.ts): a test whose
 * steps sent a chauffeur a price, a customer's email or another party's link fails, whatever it asserts itself.
 */
import type { BookingView } from "../../booking-loop/view"
import { bookingLinks, type BookingLinks } from "../booking-loop/links"
import { bookingRecordName } from "../booking-loop/records"
import type { StoredRecord } from "../records/store"
import { seedBooking } from "./bookings"
import { chauffeurMailCheck } from "./chauffeur-text"
import { createMemoryStore, type MemoryStore } from "./memory-store"
import { header, parseMime, type MimePart } from "./mime"
import { startApi, startSmtp, startWebhook, TEST_LINK_SECRET, type ApiPeer, type SmtpPeer, type WebhookPeer } from "./peers"

export const DISPATCH = "dispatch@merrimack.test"
export const CUSTOMER = "maria.lopez@example.com"
export const SITE = "https://preview.merrimack.test"

/** The token in a link's fragment. */
export const tokenOf = (link: string): string => new URLSearchParams(new URL(link).hash.slice(1)).get("t") ?? ""
export const viewOf = (reply: { json: unknown }): BookingView => (reply.json as { booking: BookingView }).booking
/** The terms a page shows with a quote or a new fare for a ride days away, which a yes to it sends back: a full refund until a day before pickup. */
export const FAR_TERMS = { terms: "full-refund", fee: 0 } as const
/** What the page sends with a yes to the quote or the new fare `view` shows: its step, and the terms it comes with once accepted. */
export const yesTo = (view: BookingView, to: "quote" | "offer") => ({
  [to]: view[to]?.step,
  terms: view[to]?.policyOnAccept.kind,
  fee: view[to]?.policyOnAccept.fee,
})
export const errorOf = (reply: { json: unknown }): string => (reply.json as { error: string }).error

export interface LoopWorld {
  readonly smtp: SmtpPeer
  readonly webhook: WebhookPeer
  readonly api: ApiPeer
  readonly store: MemoryStore
  /** The emails to `address` so far, parsed. */
  mailTo(address: string): MimePart[]
  subjectsTo(address: string): (string | undefined)[]
  /** Each webhook call's change name and Idempotency-Key. */
  webhookChanges(): [string, string | string[] | undefined][]
  /** A booking as the form's endpoint records it, with its links (signed for SITE) and their tokens. */
  booked(overrides?: Record<string, unknown>): Promise<{ reference: string; links: BookingLinks; customer: string; dispatch: string }>
  /** The booking's stored record, if any. */
  recordOf(reference: string): Promise<StoredRecord | undefined>
  /**
   * A second instance of the API over the same record store, SMTP and webhook, as two of the host's instances share
   * one Blobs store: each with its own handlers and delivery. Started at its first use, stopped with the world.
   */
  secondInstance(): Promise<ApiPeer>
  /** The subject of every email to a chauffeur that the file's tests sent so far, each checked as it was caught. */
  readonly chauffeurMailsChecked: readonly string[]
}

/** Registers the world's start, stop and emptying with the test file (call it once, at its top level). */
export function loopWorld(): LoopWorld {
  const parts: { smtp?: SmtpPeer; webhook?: WebhookPeer; api?: ApiPeer; store?: MemoryStore; second?: Promise<ApiPeer> } = {}
  const toChauffeurs = chauffeurMailCheck(() => started("store"), SITE)
  const instance = () =>
    startApi(
      {
        SMTP_URL: `smtp://127.0.0.1:${started("smtp").port}`,
        DISPATCH_EMAIL: DISPATCH,
        WEBHOOK_URL: started("webhook").url,
        SITE_URL: SITE,
      },
      { store: started("store") },
    )
  beforeAll(async () => {
    parts.store = createMemoryStore()
    parts.smtp = await startSmtp(0, toChauffeurs.caught)
    parts.webhook = await startWebhook()
    parts.api = await instance()
  })
  // After each test (and after the file, for an email sent once its test had ended): what reached a chauffeur.
  afterEach(async () => expect(await toChauffeurs.faults()).toEqual([]))
  afterAll(async () => {
    try {
      expect(await toChauffeurs.faults()).toEqual([])
    } finally {
      await (await parts.second)?.close()
      await parts.api?.close()
      await parts.webhook?.close()
      await parts.smtp?.close()
    }
  })
  beforeEach(() => {
    if (parts.smtp) parts.smtp.mails.length = 0
    if (parts.webhook) parts.webhook.calls.length = 0
  })
  const started = <K extends keyof typeof parts>(key: K): NonNullable<(typeof parts)[K]> => {
    const part = parts[key]
    if (!part) throw new Error(`The loop's ${key} has not started`)
    return part as NonNullable<(typeof parts)[K]>
  }
  const world: LoopWorld = {
    get smtp() {
      return started("smtp")
    },
    get webhook() {
      return started("webhook")
    },
    get api() {
      return started("api")
    },
    get store() {
      return started("store")
    },
    mailTo: (address) => world.smtp.mails.filter((m) => m.to.includes(address)).map((m) => parseMime(m.raw)),
    subjectsTo: (address) => world.mailTo(address).map((mail) => header(mail, "subject")),
    webhookChanges: () => world.webhook.calls.map((call) => [JSON.parse(call.body).change, call.headers["idempotency-key"]]),
    async booked(overrides = {}) {
      const { reference, booking } = await seedBooking(world.store, overrides)
      const links = bookingLinks({ bookingLinkSecret: TEST_LINK_SECRET, siteUrl: SITE }, reference, booking)
      return { reference, links, customer: tokenOf(links.customer), dispatch: tokenOf(links.dispatch) }
    },
    recordOf: async (reference) => (await world.store.get(bookingRecordName(reference)))?.record,
    secondInstance: () => (parts.second ??= instance()),
    chauffeurMailsChecked: toChauffeurs.checked,
  }
  return world
}
