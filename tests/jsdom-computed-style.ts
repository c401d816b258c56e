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

/**
 * What an element must have for a selector of the rule to match it, each as `#id`, `.class` or a tag's name (lower
 * case, so that a key is never stricter than the selector): one key for each selector of the list, read from its last
 * compound outside any parentheses or brackets. Undefined when a selector has no such part or is not plain enough to
 * read (escapes, quotes, namespaces): that rule is tried on every element, as jsdom tries them all.
 */
function keysOf(selectorText: string): string[] | undefined {
  if (/[\\"'|]/.test(selectorText)) return undefined
  const keys: string[] = []
  let depth = 0
  let start = 0
  for (let at = 0; at <= selectorText.length; at++) {
    const char = selectorText[at]
    if (char === "(" || char === "[") depth++
    else if (char === ")" || char === "]") depth--
    else if (at === selectorText.length || (char === "," && depth === 0)) {
      const key = lastCompoundKey(selectorText.slice(start, at).trim())
      if (key === undefined) return undefined
      keys.push(key)
      start = at + 1
    }
  }
  return keys
}

const IDENT = /^-?[_a-zA-Z][_a-zA-Z0-9-]*/

function lastCompoundKey(selector: string): string | undefined {
  let depth = 0
  let start = 0
  for (let at = 0; at < selector.length; at++) {
    const char = selector[at]
    if (char === "(" || char === "[") depth++
    else if (char === ")" || char === "]") depth--
    else if (depth === 0 && /[\s>+~]/.test(char)) start = at + 1
  }
  const compound = selector.slice(start)
  let tag: string | undefined
  let classKey: string | undefined
  depth = 0
  for (let at = 0; at < compound.length; at++) {
    const char = compound[at]
    if (char === "(" || char === "[") depth++
    else if (char === ")" || char === "]") depth--
    else if (depth > 0) continue
    else if (char === "#" || char === "." || (at === 0 && /[_a-zA-Z-]/.test(char))) {
      const name = IDENT.exec(compound.slice(char === "#" || char === "." ? at + 1 : at))?.[0]
      const end = at + (char === "#" || char === "." ? 1 : 0) + (name?.length ?? 0)
      if (!name || (end < compound.length && !/[.#:[]/.test(compound[end]))) return undefined
      if (char === "#") return `#${name.toLowerCase()}`
      if (char === ".") classKey ??= `.${name.toLowerCase()}`
      else tag = name.toLowerCase()
      at = end - 1
    }
  }
  return classKey ?? tag
}

/** The keys an element answers to: its id, its classes and its tag's name, in lower case as `keysOf` reads them. */
function keysOfElement(element: Element): string[] {
  const keys = [element.localName.toLowerCase()]
  if (element.id) keys.push(`#${element.id.toLowerCase()}`)
  for (const name of Array.from(element.classList)) keys.push(`.${name.toLowerCase()}`)
  return keys
}

type IndexedRule = { rule: CSSRule; order: number }

/** The rules of these lists (a `screen` media rule's own rules in its place) in order, each under the keys an element must have for it to match. */
function indexRules(lists: CSSRuleList[]): { byKey: Map<string, IndexedRule[]>; everywhere: IndexedRule[] } {
  const byKey = new Map<string, IndexedRule[]>()
  const everywhere: IndexedRule[] = []
  let order = 0
  const add = (rule: CSSRule) => {
    const entry = { rule, order: order++ }
    const selector = (rule as CSSStyleRule).selectorText
    const keys = typeof selector === "string" ? keysOf(selector) : undefined
    if (keys === undefined) everywhere.push(entry)
    else
      for (const key of new Set(keys)) {
        const bucket = byKey.get(key)
        if (bucket) bucket.push(entry)
        else byKey.set(key, [entry])
      }
  }
  for (const rules of lists)
    for (const rule of Array.from(rules)) {
      const media = (rule as CSSMediaRule).media
      if (!media) add(rule)
      else if (Array.prototype.indexOf.call(media, "screen") !== -1)
        for (const inner of Array.from((rule as CSSMediaRule).cssRules)) add(inner)
    }
  return { byKey, everywhere }
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

  /**
   * The rules of the user agent's sheet and the document's, indexed (`indexRules`), with what they were indexed from:
   * made again when a sheet comes, goes or gains or loses a rule, which a rule inserted through the CSSOM does
   * without a mutation.
   */
  let index: { sheets: CSSStyleSheet[]; sizes: number[]; rules: ReturnType<typeof indexRules> } | undefined
  const currentIndex = () => {
    const sheets = Array.from(window.document.styleSheets)
    const sizes = sheets.map((sheet) => sheet.cssRules.length)
    const same =
      index !== undefined &&
      index.sheets.length === sheets.length &&
      sheets.every((sheet, at) => sheet === index!.sheets[at] && sizes[at] === index!.sizes[at])
    if (!same) index = { sheets, sizes, rules: indexRules([userAgentRules, ...sheets.map((sheet) => sheet.cssRules)]) }
    return index!.rules
  }

  /**
   * The style rules that apply to the element, in the order jsdom applies them; matched once for its style and its
   * children's visibility. Only the rules whose keys the element has (and those without keys) are tried, by the same
   * `matches` as every rule was.
   */
  const matchingRules = (element: Element): CSSStyleRule[] => {
    const kept = matched.get(element)
    if (kept) return kept
    const { byKey, everywhere } = currentIndex()
    const candidates = new Set(everywhere)
    for (const key of keysOfElement(element)) for (const entry of byKey.get(key) ?? []) candidates.add(entry)
    const found = [...candidates]
      .sort((a, b) => a.order - b.order)
      .filter(({ rule }) => matches(rule, element))
      .map(({ rule }) => rule as CSSStyleRule)
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
