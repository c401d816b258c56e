/** POST /api/contact-messages: the short contact form on /contact. */
import { gatsbyFunction } from "../server/gatsby"
import { contactMessages } from "../server/routes/sending"

const fn = gatsbyFunction(contactMessages)

// Destructured on purpose: Gatsby's page scanner reads a plain `export const config` in any file
// under src as a page's render-mode config and then builds rendering engines, whose validation
// fails (gatsbyjs/gatsby#38465). The runtime export is the same.
export const { config } = fn

export default fn.handler
