import type { MouseEvent } from "react"
import { navigate } from "gatsby"
import { Prose, ProseText } from "./section"

/** Clicks on links to site paths inside a body become client-side navigation, like every other internal link. */
function followSiteLinks(event: MouseEvent<HTMLElement>) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const link = (event.target as Element).closest("a")
  const href = link?.getAttribute("href") ?? ""
  if (!link || link.target || !href.startsWith("/") || href.startsWith("//")) return
  event.preventDefault()
  void navigate(href)
}

/**
 * The body of an MDX page (rendered to HTML at build time, src/content-model/mdx-html.ts), styled
 * for reading; `bare` when it sits in a column.
 */
export function MdxBody({ html, className, bare = false }: { html: string; className?: string; bare?: boolean }) {
  const Wrapper = bare ? ProseText : Prose
  // Editors' content from the repository, compiled at build time; never visitor input.
  return <Wrapper className={className} onClick={followSiteLinks} dangerouslySetInnerHTML={{ __html: html }} />
}
