/**
 * jsdom's getComputedStyle, remembered until the document changes.
 *
 * jsdom computes a style by matching every rule of every style sheet against the element, each call.
 * The booking dialog's focus trap (react-focus-lock, through @reach/dialog) asks for the style of every
 * focusable element and its ancestors on each focus change, so the dialog's tests spent about four
 * fifths of their time there (measured with --cpu-prof). The answers are the same as long as nothing in
 * the document changes, so this keeps them until it does. A MutationObserver over the whole document
 * (elements, attributes, text: Emotion's style tags and inline styles included) is read synchronously
 * on every call, and any change since the last one forgets everything; so does a change no mutation
 * records but a selector may match (focus, a control's value or checked state, the window's size).
 */
export function rememberComputedStyles(window: Window & typeof globalThis): void {
  const compute = window.getComputedStyle.bind(window)
  let known = new WeakMap<Element, Map<string, CSSStyleDeclaration>>()
  const forget = () => (known = new WeakMap())
  const changes = new window.MutationObserver(forget)
  changes.observe(window.document, { subtree: true, childList: true, attributes: true, characterData: true })
  for (const event of ["focusin", "focusout", "input", "change", "resize"]) window.addEventListener(event, forget, true)

  window.getComputedStyle = (element: Element, pseudo?: string | null) => {
    if (changes.takeRecords().length > 0) forget()
    const key = pseudo ?? ""
    let styles = known.get(element)
    if (!styles) known.set(element, (styles = new Map()))
    let style = styles.get(key)
    if (!style) styles.set(key, (style = compute(element, pseudo)))
    return style
  }
}
