// The inline script of image failures (src/lib/image-failure.ts), written into every page's <head>
// at build time; none of this module reaches the browser as part of the app.
import { IMAGE_FAILED_ATTRIBUTE, IMAGE_SLOT_ATTRIBUTE } from "./image-failure"

/**
 * Listens on `doc` for pictures that fail to load and marks their frame. An image's `error` does
 * not bubble, so it is heard on the way down (capture). Plain ES5 with no imports: it runs before
 * the page's code exists, and `imageFailureScript()` turns its source into the script.
 */
export function installImageFailure(doc: Document, slotAttribute: string, failedAttribute: string): void {
  doc.addEventListener(
    "error",
    function (event) {
      var target = event.target as Element | null
      if (!target || target.tagName !== "IMG" || typeof target.closest !== "function") return
      var frame = target.closest("[" + slotAttribute + "]")
      if (frame) frame.setAttribute(failedAttribute, "")
    },
    true,
  )
}

/** The inline script for <head>: the installer above, run at once with this module's attribute names. */
export function imageFailureScript(): string {
  const args = [IMAGE_SLOT_ATTRIBUTE, IMAGE_FAILED_ATTRIBUTE].map((value) => JSON.stringify(value)).join(",")
  return `(${installImageFailure.toString()})(document,${args})`
}
