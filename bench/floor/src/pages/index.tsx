import styled from "@emotion/styled"
import { StaticImage } from "gatsby-plugin-image"

const Hero = styled.header`
  position: relative;
  min-height: 26rem;
  color: #fff;
  background: #1a1d21;
  font-family: system-ui, sans-serif;
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

export default function FloorPage() {
  return (
    <main>
      <Hero>
        <StaticImage
          src="../../../../content/images/hero/home.jpg"
          alt=""
          layout="fullWidth"
          loading="eager"
          formats={["auto", "avif", "webp"]}
          style={{ position: "absolute", inset: 0 }}
        />
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
