/**
 * Whether the browser is still showing the page it loaded from the server. Islands use it to
 * tell hydration (their HTML is on screen and can wait) from a page opened by client-side
 * navigation (nothing on screen: render at once). gatsby-browser ends it on the first navigation.
 */
let firstView = true

export const isFirstView = () => firstView

export function leaveFirstView(): void {
  firstView = false
}
