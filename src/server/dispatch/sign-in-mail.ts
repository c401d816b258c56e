/** The email that carries a sign-in link to dispatch's day view: to the address that asked, and nothing else in it. */
import type { SendMailOptions } from "nodemailer"
import { DISPATCH_PAGE_PATH, SESSION_SECONDS, SIGN_IN_FRAGMENT, SIGN_IN_VALID_MS } from "../../booking-loop/day-view"
import { BUSINESS_NAME } from "../../config/business"
import { htmlButton, htmlDocument } from "../delivery/emails"

export const SIGN_IN_SUBJECT = `Your sign-in link to ${BUSINESS_NAME} dispatch`

/** The page's address with the one-time token in its fragment (the browser never sends a fragment to a server). */
export const signInLink = (siteUrl: string, token: string): string => `${siteUrl}${DISPATCH_PAGE_PATH}#${SIGN_IN_FRAGMENT}=${token}`

export function signInMail(from: string, to: string, link: string): SendMailOptions {
  const minutes = SIGN_IN_VALID_MS / 60_000
  const lead = `Open this link to see dispatch's day. It works once, within ${minutes} minutes, and keeps you signed in on that device for ${SESSION_SECONDS / 3600} hours.`
  const ignore = "If you did not ask to sign in, ignore this email: nobody can use the link without it."
  return {
    from,
    to,
    subject: SIGN_IN_SUBJECT,
    text: `${lead}\n\n${link}\n\n${ignore}\n`,
    html: htmlDocument(SIGN_IN_SUBJECT, `<p>${lead}</p>\n<p>${htmlButton("Sign in to dispatch", link)}</p>\n<p>${ignore}</p>`),
  }
}
