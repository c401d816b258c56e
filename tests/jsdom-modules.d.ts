/** jsdom's user-agent style sheet, the text its getComputedStyle matches before the document's own sheets. */
declare module "jsdom/lib/jsdom/browser/default-stylesheet" {
  const css: string
  export default css
}
