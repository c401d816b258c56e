import type { CSSProperties, ReactNode } from "react"
import styled from "@emotion/styled"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { IMAGE_FAILED_ATTRIBUTE, IMAGE_SLOT_ATTRIBUTE } from "../../lib/image-failure"

/**
 * A picture from the images gatsby-plugin-image generates at build time (WebP, AVIF where a query
 * asks for it, sizes, a placeholder colour or blur, crops for other screens), rendered as plain HTML: native lazy loading and
 * `fetchpriority` do the work, so no image code runs in the browser. (GatsbyImage's own runtime
 * loads react-dom/server, about 17 KB gzip, on every page that shows a picture.)
 */
export interface ResponsiveImageProps {
  image: IGatsbyImageData
  alt: string
  /** The page's largest paint: fetched first and never lazily. */
  priority?: boolean
  /** Fill the parent box (which sets the size) instead of keeping the picture's own proportions. */
  fill?: boolean
  objectPosition?: string
  className?: string
  /**
   * What the frame shows instead of the picture if the file cannot be loaded: in the markup from the
   * start, shown by its styles once the page marks the frame failed (src/lib/image-failure.ts), which
   * it does from before any code runs, on every page.
   */
  failureView?: ReactNode
  /**
   * Other crops of the picture for the screens a media query names, tried in order before `image`
   * (e.g. a taller crop for phones, so a phone fetches only the part of the picture it shows).
   * The frame takes its proportions from `image`, so a crop of other proportions wants `fill`.
   */
  artDirection?: readonly { media: string; image: IGatsbyImageData }[]
}

interface PictureSource {
  type?: string
  media?: string
  srcSet: string
  sizes?: string
}

const MIME_TYPES: Record<string, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg", png: "image/png" }

/** The type of an image file from its extension (undefined for one the browser must sniff). */
const mimeType = (src: string): string | undefined => MIME_TYPES[src.split(".").pop()?.toLowerCase() ?? ""]

/** The <source> elements of a picture: each art-directed crop (all its formats) under its media query, then the picture's own formats. */
export function pictureSources(image: IGatsbyImageData, artDirection: ResponsiveImageProps["artDirection"] = []): PictureSource[] {
  const directed = artDirection.flatMap(({ media, image: crop }) => {
    const { sources = [], fallback } = crop.images
    const own = fallback ? [{ type: mimeType(fallback.src), srcSet: fallback.srcSet ?? fallback.src, sizes: fallback.sizes }] : []
    return [...sources, ...own].map((source) => ({ ...source, media }))
  })
  return [...directed, ...(image.images.sources ?? [])]
}

const Frame = styled("div", { shouldForwardProp: (prop) => prop !== "fill" })<{ fill?: boolean }>`
  position: relative;
  display: block;
  overflow: hidden;
  background-size: cover;
  background-position: center;
  ${({ fill }) => (fill ? "width: 100%; height: 100%;" : "")}
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[${IMAGE_FAILED_ATTRIBUTE}] > picture {
    display: none;
  }
`

/** Width / height of the rendered picture (a full-width image stores width 1 and height 1 / ratio). */
export function aspectRatio(image: IGatsbyImageData): number {
  return image.width / image.height
}

export function ResponsiveImage({
  image,
  alt,
  priority = false,
  fill = false,
  objectPosition,
  className,
  artDirection,
  failureView,
}: ResponsiveImageProps) {
  const { fallback } = image.images
  const sources = pictureSources(image, artDirection)
  const placeholder = image.placeholder?.fallback
  const intrinsic =
    image.layout === "fullWidth"
      ? { width: 1000, height: Math.round(1000 / aspectRatio(image)) }
      : { width: Math.round(image.width), height: Math.round(image.height) }
  const frameStyle: CSSProperties = {
    aspectRatio: fill ? undefined : `${aspectRatio(image)}`,
    maxWidth: image.layout === "constrained" && !fill ? image.width : undefined,
    backgroundColor: image.backgroundColor,
    backgroundImage: placeholder ? `url("${placeholder}")` : undefined,
  }

  return (
    <Frame fill={fill} className={className} style={frameStyle} {...{ [IMAGE_SLOT_ATTRIBUTE]: failureView ? "" : undefined }}>
      <picture>
        {sources.map((source) => (
          <source key={source.srcSet} type={source.type} media={source.media} srcSet={source.srcSet} sizes={source.sizes} />
        ))}
        <img
          src={fallback?.src}
          srcSet={fallback?.srcSet}
          sizes={fallback?.sizes}
          width={intrinsic.width}
          height={intrinsic.height}
          alt={alt}
          loading={priority ? "eager" : "lazy"}
          decoding={priority ? "sync" : "async"}
          {...{ fetchpriority: priority ? "high" : undefined }}
          style={objectPosition ? { objectPosition } : undefined}
        />
      </picture>
      {failureView}
    </Frame>
  )
}
