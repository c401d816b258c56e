// Element paths survive a re-render of the same markup; text and comment nodes are left out
// because server HTML separates adjacent texts with comments that a browser render has not.

/** The element indexes leading from `root` down to `element` (empty for the root itself). */
export function pathTo(root: Element, element: Element): number[] {
  const path: number[] = []
  for (let current: Element = element; current !== root && current.parentElement; current = current.parentElement) {
    path.unshift(Array.prototype.indexOf.call(current.parentElement.children, current))
  }
  return path
}

/** The element at `path` below `root`, or null when the markup there differs. */
export function nodeAt(root: Element, path: readonly number[]): Element | null {
  let current: Element | null = root
  for (const index of path) current = current?.children[index] ?? null
  return current
}
