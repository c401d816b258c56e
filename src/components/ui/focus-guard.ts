/**
 * @reach/dialog's focus lock adds a hidden guard with tabindex="1" beside the dialog; a positive
 * tabindex breaks the page's tab order (axe: "tabindex"). Give it 0: the lock still works.
 * Used as a ref callback on the dialog content.
 */
export function neutralizePositiveFocusGuard(content: HTMLElement | null): void {
  // The guards are siblings of the overlay inside the dialog's portal.
  const portal = content?.closest("reach-portal") ?? content?.ownerDocument
  portal?.querySelectorAll('[data-focus-guard][tabindex="1"]').forEach((guard) => guard.setAttribute("tabindex", "0"))
}
