/** The SMTP channel (nodemailer): dispatch's email decides; the customer's confirmation follows it. */
import nodemailer from "nodemailer"
import type { SendMailOptions } from "nodemailer"
import type { SmtpSettings } from "../config"
import { SMTP_CONNECTION_TIMEOUT_MS, SMTP_SOCKET_TIMEOUT_MS } from "../limits"
import { errorMessage, type Logger } from "../logger"
import type { Channel, DeliveryJob } from "./channel"
import { keyLeak, type OutgoingMail } from "./emails"

export interface SmtpChannelOptions {
  settings: SmtpSettings
  mailFrom: string
  dispatchEmail: string
  logger: Logger
}

/** A nodemailer transport for these settings, with the site's timeouts and no file or URL access. */
export function smtpTransport(settings: SmtpSettings) {
  return nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? "" } : undefined,
    connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
    // Attachments are strings we built; never let content point at files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  })
}

export function createSmtpChannel({ settings, mailFrom, dispatchEmail, logger }: SmtpChannelOptions): Channel {
  const transport = smtpTransport(settings)

  const message = async (mail: OutgoingMail, job: DeliveryJob): Promise<SendMailOptions> => {
    // The last guard of the rule the email makers keep by their types: a key never leaves for the wrong inbox.
    const leak = keyLeak(mail)
    if (leak) throw new Error(`not sent: ${leak}`)
    return {
      from: mailFrom,
      ...(mail.audience === "customer" || mail.audience === "chauffeur"
        ? { to: mail.to, replyTo: dispatchEmail }
        : { to: dispatchEmail, ...(mail.audience === "dispatch" && mail.replyTo ? { replyTo: mail.replyTo } : {}) }),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments:
        mail.attachments &&
        (await Promise.all(
          mail.attachments.map(async ({ filename, content, contentType }) => ({
            filename,
            content: typeof content === "string" ? content : Buffer.from(await content()),
            contentType,
          })),
        )),
      headers: { "X-Request-Reference": job.reference },
    }
  }

  return {
    name: "smtp",
    async deliver(job) {
      const mails = job.mails()
      const dispatchMails = mails.filter((mail) => mail.audience !== "customer")
      const customerMails = mails.filter((mail) => mail.audience === "customer")
      try {
        for (const mail of dispatchMails) await transport.sendMail(await message(mail, job))
      } catch (error) {
        return { status: "failed", at: new Date().toISOString(), error: errorMessage(error) }
      }
      const notes: string[] = []
      for (const mail of customerMails) {
        try {
          await transport.sendMail(await message(mail, job))
          notes.push("confirmation sent to the customer")
        } catch (error) {
          // Dispatch has the request, which is what counts; dispatch can still reach the customer.
          logger.warn(`[delivery] ${job.reference}: the customer's confirmation was not sent: ${errorMessage(error)}`)
          notes.push(`confirmation to the customer failed: ${errorMessage(error)}`)
        }
      }
      return { status: "delivered", at: new Date().toISOString(), ...(notes.length ? { detail: notes.join("; ") } : {}) }
    },
  }
}
