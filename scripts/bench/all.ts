// `npm run bench`: every benchmark in turn (QUALITY.md), each printing its figures and writing
// bench/results/<name>-<time>.json. Needs a build first (`npm run build`); takes about half an hour.
//   pages       JavaScript before interaction, bytes, LCP, CLS in Chromium at 390 px
//   booking-code  the booking form's code, gzip (what the modal fetches beyond the first load)
//   first-tap   the time from a click on Book Now to the booking dialog, at load and after idle, CPU 4×
//   lighthouse  Lighthouse 12 mobile on seven pages beside the reference floor
//   api         the booking endpoint under gatsby serve
//   build       cold and warm builds, and the 1,000-page scale run
//   dispatch-day  dispatch's week view over 5,000 bookings, on the local outbox and on the host's emulation
import { spawnSync } from "child_process"
import path from "path"
import { requireBuild, root } from "./report"

const BENCHES = ["pages", "booking-code", "first-tap", "lighthouse", "api", "build", "dispatch-day"]

requireBuild()
const failed: string[] = []
for (const name of BENCHES) {
  console.log(`\n=== bench:${name} ===`)
  const result = spawnSync(process.execPath, [require.resolve("tsx/cli"), path.join(__dirname, `${name}.ts`)], {
    cwd: root,
    stdio: "inherit",
  })
  if (result.status !== 0) failed.push(name)
}
if (failed.length) {
  console.error(`\nFailed: ${failed.join(", ")}`)
  process.exit(1)
}
