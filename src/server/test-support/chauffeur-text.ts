/**
 * What no answer, feed or email of a chauffeur's may hold, for the tests that read them; and the check of every
 * email caught on its way to a chauffeur (loop-world.ts runs it on each email its SMTP server catches).
 */
import { linkRolesIn } from "../booking-loop/tokens"
import { currentRoster } from "../dispatch/roster"
import type { RecordStore } from "../records/store"
import { header, leaves, parseMime, type MimePart } from "./mime"
import type { CapturedMail } from "./peers"

/**
 * What `text` (a chauffeur's day, feed or email) holds that a chauffeur may not see: a dollar amount, the word fare
 * or estimate, a customer's email (`customer`: one address, or every customer's), a link to the customer's or
 * dispatch's page of the site at `site`, or a link of another role. Empty when it holds none.
 */
export function othersIn(text: string, { site, customer }: { site: string; customer: string | readonly string[] }): string[] {
  const customers = typeof customer === "string" ? [customer] : customer
  return [
    ...(/\$\s?\d|\d\s?(?:USD|dollars?)\b/i.test(text) ? ["a dollar amount"] : []),
    ...(/fare|estimate/i.test(text) ? ["a fare or estimate"] : []),
    ...customers
      .filter((address) => text.toLowerCase().includes(address.toLowerCase()))
      .map((address) => `the customer's email ${address}`),
    ...(text.includes(`${site}/booking`) ? ["a link to /booking"] : []),
    ...(text.includes(`${site}/dispatch`) ? ["a link to /dispatch"] : []),
    ...linkRolesIn(text)
      .filter((role) => role !== "chauffeur")
      .map((role) => `a link of the ${role}`),
  ]
}

/** All an email says: its subject, its Reply-To and every part (text, HTML, the calendar invite, any attachment). */
export const mailText = (mail: MimePart): string =>
  [header(mail, "subject"), header(mail, "reply-to"), ...leaves(mail).map((part) => part.body.toString("utf8"))].join("\n")

/** The customers' addresses of every booking in `store`. */
async function customersIn(store: RecordStore): Promise<string[]> {
  const entries = await store.listEntries({ kind: "booking" })
  const emails = entries.flatMap(({ record }) => {
    const email = (record.data as { email?: unknown } | undefined)?.email
    return typeof email === "string" && email ? [email] : []
  })
  return [...new Set(emails)]
}

/**
 * A check of every email the loop sends, to run where its SMTP server catches them: an email to anyone who has been
 * a chauffeur of the roster in `store` (while this check ran) must hold nothing `othersIn()` names, every customer of
 * the store counted. `caught(mail)` starts the check of one email; `faults()` waits for those started and gives what
 * they found, each as "the subject: what it holds", and starts afresh; `checked` is the subject of every email to a
 * chauffeur checked so far. So an email a new step sends a chauffeur is checked without its test asking.
 */
export function chauffeurMailCheck(store: () => RecordStore, site: string) {
  const chauffeurs = new Set<string>()
  const checked: string[] = []
  let pending: Promise<string[]>[] = []
  async function check(captured: CapturedMail): Promise<string[]> {
    const { roster } = await currentRoster(store())
    for (const entry of roster.chauffeurs) if (entry.email) chauffeurs.add(entry.email.toLowerCase())
    if (!captured.to.some((address) => chauffeurs.has(address.toLowerCase()))) return []
    const mail = parseMime(captured.raw)
    const subject = header(mail, "subject") ?? "(no subject)"
    checked.push(subject)
    return othersIn(mailText(mail), { site, customer: await customersIn(store()) }).map((fault) => `${subject}: ${fault}`)
  }
  return {
    checked,
    caught(captured: CapturedMail): void {
      pending.push(check(captured).catch((error: unknown) => [`the check failed: ${String(error)}`]))
    },
    async faults(): Promise<string[]> {
      const started = pending
      pending = []
      return (await Promise.all(started)).flat()
    },
  }
}
