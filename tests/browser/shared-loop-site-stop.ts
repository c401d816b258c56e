/** Stops the booking loop's shared site, mail catcher and Chromium after the own-site project's files (jest.config.js: `globalTeardown`). */
import { stopSharedLoopSite } from "./shared-loop-site"

export default stopSharedLoopSite
