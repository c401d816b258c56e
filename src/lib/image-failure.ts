/**
 * A content picture that cannot be loaded shows a placeholder (docs/REQUIREMENTS.md §8) on every
 * page, whether or not the part of the page around it has its code yet: parts of a page keep their
 * server HTML until a visitor nears them (islands), and a picture may fail long before. So the page
 * marks the failure itself: a small inline script in every page's <head>
 * (src/lib/image-failure-script.ts) hears each picture's `error` and marks the frame around it; the
 * frame's own styles then show the placeholder it already holds. The live component marks the same
 * attribute (src/components/ui/content-image.tsx).
 */

/** On the frame of a picture that has a placeholder to show if it fails. */
export const IMAGE_SLOT_ATTRIBUTE = "data-image-slot"

/** On that frame once its picture has failed to load. */
export const IMAGE_FAILED_ATTRIBUTE = "data-image-failed"
