/**
 * The first screen is drawn whole. A browser may draw a page before it has read all of its HTML, and
 * the parts of the first screen laid out around what is still to come then move as it arrives: the
 * navigation, centred in the room the header's actions leave it, slides aside as they appear; the
 * utility strip's contacts, set to the right, slide left as the next one comes; the home page's
 * promise, centred in its band, rises as its buttons arrive. The page's head asks the browser
 * (`<link rel="expect" blocking="render">`, gatsby-ssr.tsx) not to draw until it has read the element
 * with this id: an empty one, the last thing in the page's opening band (the home page's hero, the
 * header of every inner page), so that the site's header and the band before it have been read whole.
 * Browsers that do not know the hint draw as before. A page without an opening band (the 404 page, a
 * chauffeur's ride) is drawn once its HTML has been read.
 */
export const FIRST_SCREEN_END_ID = "first-screen-end"
