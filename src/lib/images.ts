import { graphql } from "gatsby"

interface ImageFile {
  readonly childImageSharp: { readonly socialImage: { readonly src: string | null } | null } | null
}

/**
 * The preview picture of a page for social cards and structured data: a 1,200 × 630 JPEG (the size
 * link previews draw, in the format every one of them reads; the pages themselves show WebP and AVIF).
 */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const

export const socialImageFragment = graphql`
  fragment SocialImage on ImageSharp {
    socialImage: resize(width: 1200, height: 630, toFormat: JPG, quality: 80, cropFocus: CENTER) {
      src
    }
  }
`

/** URL of a content image's social preview rendition (query it with `...SocialImage`). */
export function imageUrl(file: ImageFile): string | undefined {
  return file.childImageSharp?.socialImage?.src ?? undefined
}
