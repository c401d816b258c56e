import type { HomeSectionId } from "../../content-model/collections"

export interface SectionText {
  readonly eyebrow: string
  readonly title: string
  readonly link?: string | null
}

/** The texts of one home section; the content check makes sure each section has its entry. */
export function sectionText(sections: readonly (SectionText & { readonly id: string })[], id: HomeSectionId): SectionText {
  const found = sections.find((section) => section.id === id)
  if (!found) throw new Error(`data/business.json: home.sections: no entry for ${id}`)
  return found
}

/** The link on the right of a section's heading, when the content gives it a text. */
export const sectionLink = (text: SectionText, to: string) => (text.link ? { to, label: text.link } : undefined)
