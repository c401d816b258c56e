// Server rendering: the same root provider and page layout as the browser, so the HTML matches.
export { wrapRootElement, wrapPageElement } from "./src/components/root/wrappers"
