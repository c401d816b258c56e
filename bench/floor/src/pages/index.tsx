import styled from "@emotion/styled"
import { graphql, useStaticQuery } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"

const Hero = styled.header`
  position: relative;
  min-height: 26rem;
  color: #fff;
  background: #1a1d21;
  font-family: system-ui, sans-serif;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const Copy = styled.div`
  position: relative;
  padding: 3rem 1.5rem;
  max-width: 40rem;
  h1 {
    margin: 0 0 1rem;
    font-size: 2.5rem;
  }
`

/**
 * The hero picture in plain markup, drawn with the page's first paint as a hero is. (gatsby-plugin-image's
 * own component draws its picture at opacity 0 until a script shows it, and Chromium does not count a
 * picture first drawn invisible as the largest paint: the floor's largest paint was then its heading.)
 */
function HeroPicture({ image }: { image: IGatsbyImageData }) {
  const { sources = [], fallback } = image.images
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.srcSet} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={1000}
        height={Math.round(1000 * (image.height / image.width))}
        alt=""
        loading="eager"
        {...{ fetchpriority: "high" }}
      />
    </picture>
  )
}

export default function FloorPage() {
  const data = useStaticQuery<{ file: { childImageSharp: { gatsbyImageData: IGatsbyImageData } } }>(graphql`
    query FloorHero {
      file(relativePath: { eq: "home.jpg" }) {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, formats: [AUTO, AVIF, WEBP])
        }
      }
    }
  `)
  return (
    <main>
      <Hero>
        <HeroPicture image={data.file.childImageSharp.gatsbyImageData} />
        <Copy>
          <h1>Reference page</h1>
          <p>One heading, one paragraph and one optimized hero picture: the floor the site is compared with.</p>
        </Copy>
      </Hero>
    </main>
  )
}

export function Head() {
  return (
    <>
      <html lang="en" />
      <title>Reference floor</title>
      <meta name="description" content="The smallest Gatsby 5 and Emotion page with one hero image, for benchmark comparison." />
    </>
  )
}
