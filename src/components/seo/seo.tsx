import type { ReactNode } from "react"
import { useBusiness } from "../../hooks/use-business"
import { absoluteUrl } from "../../lib/routes"
import { serializeJsonLd, type JsonLd } from "../../lib/json-ld"
import { SOCIAL_IMAGE } from "../../lib/images"

export interface SeoProps {
  /** The page's own title; the site name is appended. Omit on the home page for the default title. */
  title?: string
  description?: string
  /** Path of the page (the canonical URL unless `canonicalPath` says otherwise). */
  path: string
  canonicalPath?: string
  /** Site-relative URL of the page's own preview image (SOCIAL_IMAGE's size); the default is /og-image.jpg. */
  image?: string
  /** Text alternative of the preview image, for social cards. */
  imageAlt?: string
  /** Publication date (YYYY-MM-DD) of an article. */
  publishedTime?: string
  keywords?: readonly string[]
  type?: "website" | "article"
  robots?: string
  /** Structured data beyond the business, which every page carries. */
  jsonLd?: JsonLd[]
  children?: ReactNode
}

/** Everything in <head> for one page: title, description, canonical, social cards and structured data. */
export function Seo({
  title,
  description,
  path,
  canonicalPath,
  image,
  imageAlt,
  publishedTime,
  keywords,
  type = "website",
  robots = "index, follow",
  jsonLd = [],
  children,
}: SeoProps) {
  const business = useBusiness()
  const fullTitle = title ? business.seo.titleTemplate.replace("%s", title) : business.seo.defaultTitle
  const metaDescription = description ?? business.seo.defaultDescription
  const url = absoluteUrl(business.url, canonicalPath ?? path)
  const imageUrl = absoluteUrl(business.url, image ?? business.seo.image)
  // The business's own node comes built (gatsby-node.ts: Business.jsonLd), so its builder stays out of the page's JavaScript.
  const structured = [JSON.parse(business.jsonLd) as JsonLd, ...jsonLd]
  return (
    <>
      <html lang="en" />
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <meta name="keywords" content={(keywords ?? business.seo.keywords).join(", ")} />
      <meta name="robots" content={robots} />
      <link rel="canonical" href={url} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content="#111315" />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:locale" content={business.seo.locale} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE.height)} />
      {imageAlt && <meta property="og:image:alt" content={imageAlt} />}
      {type === "article" && publishedTime && <meta property="article:published_time" content={publishedTime} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={business.seo.twitter} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={metaDescription} />
      <meta name="twitter:image" content={imageUrl} />
      {imageAlt && <meta name="twitter:image:alt" content={imageAlt} />}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(structured) }} />
      {children}
    </>
  )
}
