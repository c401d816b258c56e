import fs from "fs"
import path from "path"

/**
 * The booking form's chunk group, as `loadBookingDialog` names it (src/components/booking/booking-context.tsx;
 * webpack reads the name from the import's comment, which cannot refer to this constant).
 */
export const BOOKING_CHUNK_GROUP = "booking-dialog"

interface ChunkGroup {
  assets: ({ name: string } | string)[]
}

const nameOf = (asset: { name: string } | string) => (typeof asset === "string" ? asset : asset.name)

/**
 * The booking form's code as a page fetches it on intent: the JavaScript files of its chunk group that
 * the app's own entry does not already bring, from the build's webpack stats in `publicDir`.
 */
export function bookingCodeFiles(publicDir: string): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, ChunkGroup>
  }
  const group = stats.namedChunkGroups[BOOKING_CHUNK_GROUP]
  if (!group) throw new Error(`No "${BOOKING_CHUNK_GROUP}" chunk group in ${publicDir}/webpack.stats.json`)
  const firstLoad = new Set((stats.namedChunkGroups.app?.assets ?? []).map(nameOf))
  return group.assets.map(nameOf).filter((name) => name.endsWith(".js") && !firstLoad.has(name))
}
