/**
 * Netlify Identity's emails (an invitation, a password reset, a changed address) link to the site's
 * address with a token in the hash: `https://<site>/#invite_token=…` (and a login through an outside
 * provider comes back there with one). Its widget reads the token and
 * asks for the password; the widget is part of the editor's page only (src/cms/admin-site.ts), never
 * of a visitor's first load. So when the editor logs in through Identity, the page those links open
 * forwards a link that holds such a token to the editor, hash and all, first thing in its head; any
 * other visit runs one comparison of the hash and goes on. Built only for that backend.
 */
import { usesIdentity, type CmsBackendChoice } from "./backend"

/**
 * The hashes the widget acts on, as it reads them, and nothing else: the tokens of its emails, and the
 * access token a login with an outside provider (offered in Identity's settings) comes back with.
 */
export const IDENTITY_TOKEN_HASH = /^#\/?((confirmation|invite|recovery|email_change)_token|access_token)=/

/** The page Identity's email templates link to: the site's address. */
export const IDENTITY_LINK_PAGE = "/"

/** The inline script that sends a link with a token on to the editor at `adminPath`. */
export function identityLinkForward(adminPath: string): string {
  return `<script>if(${IDENTITY_TOKEN_HASH}.test(location.hash))location.replace(${JSON.stringify(`${adminPath}/`)}+location.hash)</script>`
}

/**
 * A built page as it is served: the page Identity's links open gets the forward at the top of its
 * head when `choice` logs in through Identity; every other page, and every page of any other backend,
 * goes without it.
 */
export function withIdentityLinks(pagePath: string, html: string, choice: CmsBackendChoice, adminPath: string): string {
  // A page Gatsby did not write again since an earlier build keeps what that build added: taken out first.
  const forward = identityLinkForward(adminPath)
  const bare = html.replace(forward, "")
  if (!usesIdentity(choice) || pagePath !== IDENTITY_LINK_PAGE) return bare
  const head = /<head(\s[^>]*)?>/i.exec(bare)
  if (!head) throw new Error(`The page at ${pagePath} has no <head> for the forward of Identity's links`)
  const at = head.index + head[0].length
  return `${bare.slice(0, at)}${forward}${bare.slice(at)}`
}
