/**
 * The editor's page code, run after Decap's bundle (before it has read its configuration): the
 * JSON file formats, the content check's rules on every field, the preview stylesheet and the
 * preview templates; on the editor's own computer it goes straight past the login page. Bundled by src/cms/admin-site.ts into /admin.
 */
import { collections } from "../../content-model/collections"
import type { CollectionName } from "../../content-model/fields"
import { cmsNameOf } from "../cms-config"
import { decap, type Child, type PreviewProps } from "./decap"
import { jsonFormats } from "./formats"
import { PostPreview, ProsePreview, ServicePreview, TownPreview } from "./previews"
import { registerModelRules } from "./validation"
import { enterLocalEditor } from "./local-entry"

/** The preview stylesheet's address, named by its content's hash; set when this code is bundled (admin-site.ts). */
declare const PREVIEW_STYLESHEET: string

const PREVIEWS: Partial<Record<CollectionName, (props: PreviewProps) => Child>> = {
  Service: ServicePreview,
  Town: TownPreview,
  BlogPost: PostPreview,
  BusinessSolution: ProsePreview,
  ContentPage: ProsePreview,
}

const { CMS } = decap()
for (const [name, formatter] of jsonFormats(collections)) CMS.registerCustomFormat(name, "json", formatter)
registerModelRules()
CMS.registerPreviewStyle(PREVIEW_STYLESHEET)
for (const collection of collections) {
  const preview = PREVIEWS[collection.typeName]
  if (preview && collection.source === "mdx") CMS.registerPreviewTemplate(cmsNameOf(collection), preview)
}
void enterLocalEditor()
