/** Stops the shared site and Chromium after the browser project's files (jest.config.js: `globalTeardown`). */
import { stopSharedSite } from "./shared-site"

export default stopSharedSite
