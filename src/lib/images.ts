import type { IGatsbyImageData } from "gatsby-plugin-image"

interface ImageFile {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null
}

/** URL of the largest rendition of a content image, for social cards and structured data. */
export function imageUrl(file: ImageFile): string | undefined {
  return file.childImageSharp?.gatsbyImageData.images.fallback?.src
}
