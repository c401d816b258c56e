/**
 * jsdom's getComputedStyle, computed once per element until the document changes.
 *
 * jsdom computes a style by matching every rule of every style sheet against the element, and then,
 * for `visibility` (the one property it inherits), against each of its ancestors up to the root, each
 * call. The booking dialog's focus trap (react-focus-lock, through @reach/dialog) and Testing
 * Library's role queries ask for the style of every element they look at and of its ancestors, so the
 * form and dialog tests spent about half their time there (measured with --cpu-prof).
 *
 * This computes the same answer by jsdom's own steps (jsdom 20's `Window#getComputedStyle` and its
 * `style-rules` helpers): the rules of its user-agent sheet and of the document's sheets that match
 * (a media rule's rules when it lists `screen`), in order; `visibility` from the last of them that
 * sets it or the inline style, else the parent's, else `visible`; then the inline style. The
 * difference is that each element's matched rules, answer and `visibility` are kept, and the parent's
 * reused. `jsdom-computed-style.test.tsx` compares the two element by element, on the booking form with
 * its calendar open and on a page of media rules, `!important` and inherited visibility.
 *
 * Everything kept is forgotten at any change of the document: a MutationObserver over all of it
 * (elements, attributes, text: Emotion's style tags and inline styles included), read synchronously
 * on every call, and the changes no mutation records but a selector may match (focus, a control's
 * value or checked state, the window's size).
 */
import userAgentStyleSheet from "jsdom/lib/jsdom/browser/default-stylesheet"

type InlineStyled = Element & ElementCSSInlineStyle

/** The rules of a style sheet's text, parsed by jsdom as it parses its own user-agent sheet (a style element's, gone again at once). */
function parsedRules(document: Document, css: string): CSSRuleList {
  const style = document.createElement("style")
  style.textContent = css
  document.head.append(style)
  const rules = style.sheet!.cssRules
  style.remove()
  return rules
}

/** Whether a rule applies to the element; a selector jsdom cannot read matches nothing, as in jsdom. */
function matches(rule: CSSRule, element: Element): boolean {
  const selector = (rule as CSSStyleRule).selectorText
  if (typeof selector !== "string") return false
  try {
    return element.matches(selector)
  } catch {
    return false
  }
}

/** jsdom's own getComputedStyle, kept for the test that compares the two. */
export let jsdomComputedStyle: Window["getComputedStyle"] | undefined

export function rememberComputedStyles(window: Window & typeof globalThis): void {
  const compute = window.getComputedStyle.bind(window)
  jsdomComputedStyle = compute
  const userAgentRules = parsedRules(window.document, userAgentStyleSheet)
  let known = new WeakMap<Element, CSSStyleDeclaration>()
  let visibilities = new WeakMap<Element, string>()
  let matched = new WeakMap<Element, CSSStyleRule[]>()
  const forget = () => {
    known = new WeakMap()
    visibilities = new WeakMap()
    matched = new WeakMap()
  }
  const changes = new window.MutationObserver(forget)
  changes.observe(window.document, { subtree: true, childList: true, attributes: true, characterData: true })
  for (const event of ["focusin", "focusout", "input", "change", "resize"]) window.addEventListener(event, forget, true)

  /** The style rules that apply to the element, in the order jsdom applies them; matched once for its style and its children's visibility. */
  const matchingRules = (element: Element): CSSStyleRule[] => {
    const kept = matched.get(element)
    if (kept) return kept
    const found: CSSStyleRule[] = []
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        const media = (rule as CSSMediaRule).media
        if (media) {
          if (Array.prototype.indexOf.call(media, "screen") !== -1)
            for (const inner of Array.from((rule as CSSMediaRule).cssRules)) if (matches(inner, element)) found.push(inner as CSSStyleRule)
        } else if (matches(rule, element)) found.push(rule as CSSStyleRule)
      }
    }
    visit(userAgentRules)
    for (const sheet of Array.from(window.document.styleSheets)) visit(sheet.cssRules)
    matched.set(element, found)
    return found
  }

  /** jsdom's resolved `visibility`: the cascaded value, else the parent's, else the initial one. */
  const visibilityOf = (element: InlineStyled): string => {
    let value = visibilities.get(element)
    if (value !== undefined) return value
    value = ""
    for (const rule of matchingRules(element)) value = rule.style.getPropertyValue("visibility") || value
    const inline = element.style.getPropertyValue("visibility")
    if (inline !== "" && inline !== null) value = inline
    if (value === "") {
      const parent = element.parentElement
      value = parent ? visibilityOf(parent) : "visible"
    }
    visibilities.set(element, value)
    return value
  }

  const computeStyle = (element: InlineStyled): CSSStyleDeclaration => {
    const declaration = new window.CSSStyleDeclaration()
    const copy = (style: CSSStyleDeclaration) => {
      for (const property of Array.from(style))
        declaration.setProperty(property, style.getPropertyValue(property), style.getPropertyPriority(property))
    }
    for (const rule of matchingRules(element)) copy(rule.style)
    declaration.setProperty("visibility", visibilityOf(element))
    copy(element.style)
    return declaration
  }

  window.getComputedStyle = (element: Element, pseudo?: string | null) => {
    if (changes.takeRecords().length > 0) forget()
    // A pseudo-element, or something that is not an element: jsdom's own answer (or its error).
    if ((pseudo !== undefined && pseudo !== null && pseudo !== "") || !(element instanceof window.Element)) return compute(element, pseudo)
    let style = known.get(element)
    if (!style) known.set(element, (style = computeStyle(element as InlineStyled)))
    return style
  }
}
