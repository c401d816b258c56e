/**
 * Screenshots for a person to look at, which no test compares: taken only when asked for
 * (`TEST_SCREENSHOTS=1`), since a full-page screenshot costs Chromium a second or more of CPU and a run
 * of the booking loop's files takes some sixty of them.
 */
export const SCREENSHOTS = process.env.TEST_SCREENSHOTS === "1"
