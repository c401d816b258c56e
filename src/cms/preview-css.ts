/**
 * The stylesheet of the editor's preview pane: the site's look (fonts, colours, the dark page
 * header, reading text) written from the theme (src/theme/), so a change of colour or type there
 * shows in the preview too. The preview is plain HTML from the templates in admin/previews.ts,
 * not the site's components, so the site's Emotion code stays out of the editor.
 */
import { theme } from "../theme/theme"
import { FALLBACK_FACE_CSS } from "../theme/fallback-faces"

/** The site's two web font files (src/theme/font-files), copied beside the stylesheet. */
export const PREVIEW_FONT_FILES = { sans: "inter-wght-400-700-site.woff2", serif: "cormorant-garamond-600-site.woff2" } as const

const { colors, fonts, fontSizes, radii, shadows, space, tracking, layout } = theme

export function previewCss(fontUrl: (file: string) => string): string {
  return `
@font-face { font-family: "Inter Variable"; font-style: normal; font-display: swap; font-weight: 400 700; src: url(${fontUrl(PREVIEW_FONT_FILES.sans)}) format("woff2-variations"); }
@font-face { font-family: "Cormorant Garamond"; font-style: normal; font-display: swap; font-weight: 600; src: url(${fontUrl(PREVIEW_FONT_FILES.serif)}) format("woff2"); }
${FALLBACK_FACE_CSS}
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; background: ${colors.background}; color: ${colors.text}; font-family: ${fonts.body}; font-size: ${fontSizes.md}; line-height: 1.6; -webkit-font-smoothing: antialiased; }
h1, h2, h3 { font-family: ${fonts.heading}; font-weight: 600; line-height: 1.12; letter-spacing: ${tracking.tight}; margin: 0 0 0.5em; text-wrap: balance; }
h1 { font-size: ${fontSizes.display}; }
h2 { font-size: ${fontSizes.xxl}; }
h3 { font-size: ${fontSizes.xl}; }
p { margin: 0 0 1em; }
img { max-width: 100%; }
.container { width: 100%; max-width: ${layout.maxWidth}; margin: 0 auto; padding: 0 ${layout.gutter}; }
.page-header { position: relative; overflow: hidden; background: ${colors.inverseBackground}; color: ${colors.inverseText}; padding: ${space[8]} 0 ${space[7]}; }
.page-header .backdrop { position: absolute; inset: 0; }
.page-header .backdrop img { width: 100%; height: 100%; object-fit: cover; opacity: 0.55; }
.page-header .backdrop::after { content: ""; position: absolute; inset: 0; background: linear-gradient(90deg, ${colors.inverseBackground}eb 0%, ${colors.inverseBackground}b3 45%, ${colors.inverseBackground}26 100%); }
.page-header .container { position: relative; }
.page-header .lead { font-size: ${fontSizes.lg}; color: ${colors.inverseMuted}; max-width: 42rem; }
.eyebrow { font-size: ${fontSizes.xs}; letter-spacing: ${tracking.caps}; text-transform: uppercase; color: ${colors.accentOnDark}; margin-bottom: 0.75rem; }
.section { padding: ${space[8]} 0; }
.split { display: grid; gap: ${space[7]}; align-items: start; grid-template-columns: minmax(0, 1fr) minmax(16rem, 22rem); }
.panel { background: ${colors.surface}; border: 1px solid ${colors.border}; border-radius: ${radii.lg}; box-shadow: ${shadows.soft}; padding: ${space[6]}; }
.panel h2 { font-size: ${fontSizes.xl}; }
.price { font-family: ${fonts.heading}; font-size: ${fontSizes.xxl}; font-weight: 600; line-height: 1.1; margin: 0 0 0.25rem; }
.muted { color: ${colors.textMuted}; font-size: ${fontSizes.sm}; }
.audience { max-width: 46rem; margin: ${space[5]} 0 0; padding: ${space[4]} ${space[5]}; border-left: 3px solid ${colors.accent}; background: ${colors.surface}; border-radius: 0 ${radii.md} ${radii.md} 0; }
.label { display: block; font-size: ${fontSizes.xs}; font-weight: 600; letter-spacing: 0.12em; text-transform: uppercase; color: ${colors.accentStrong}; margin-bottom: 0.25rem; }
.checklist { list-style: none; padding: 0; margin: 0 0 1rem; display: grid; gap: 0.75rem 2rem; grid-template-columns: 1fr 1fr; }
.checklist li { padding-left: 1.6rem; position: relative; }
.checklist li::before { content: ""; position: absolute; left: 0.2rem; top: 0.55em; width: 0.6rem; height: 0.32rem; border-left: 2px solid ${colors.accentStrong}; border-bottom: 2px solid ${colors.accentStrong}; transform: rotate(-45deg); }
.chips { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.5rem; }
.chips li { padding: 0.3rem 0.85rem; border: 1px solid ${colors.border}; border-radius: ${radii.pill}; background: ${colors.surface}; font-size: ${fontSizes.sm}; }
.facts { list-style: none; margin: 0; padding: 0; display: grid; gap: ${space[4]}; grid-template-columns: 1fr 1fr; }
.facts li { padding: ${space[5]}; background: ${colors.surface}; border: 1px solid ${colors.border}; border-radius: ${radii.lg}; box-shadow: ${shadows.soft}; }
.facts .figure { font-family: ${fonts.heading}; font-size: ${fontSizes.xl}; font-weight: 600; }
.byline { color: ${colors.inverseMuted}; font-size: ${fontSizes.sm}; }
.prose { max-width: 46rem; color: ${colors.text}; }
.prose h2 { font-size: ${fontSizes.xl}; margin: 2.5rem 0 0.75rem; padding-top: 1.25rem; border-top: 1px solid ${colors.border}; }
.prose h3 { font-size: ${fontSizes.lg}; margin: 2rem 0 0.5rem; }
.prose p, .prose ul, .prose ol { margin: 0 0 1.15rem; }
.prose ul, .prose ol { padding-left: 1.35rem; }
.prose li + li { margin-top: 0.45rem; }
.prose li::marker { color: ${colors.accentStrong}; font-weight: 600; }
.prose a { color: ${colors.accentStrong}; font-weight: 500; }
@media (max-width: 56rem) { .split, .checklist, .facts { grid-template-columns: 1fr; } }
.prose blockquote { margin: 1.5rem 0; padding: 0.25rem 0 0.25rem 1.25rem; border-left: 3px solid ${colors.accent}; font-family: ${fonts.heading}; font-size: ${fontSizes.lg}; }
`.trim()
}
