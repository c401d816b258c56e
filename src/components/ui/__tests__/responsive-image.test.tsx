import { render } from "@testing-library/react"
import { ThemeProvider } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage } from "../responsive-image"
import { theme } from "../../../theme/theme"

// The shape the site's queries produce: WebP as the <img> itself, AVIF as a <source> where a query
// asks for it, a dominant colour while the file loads.
const image: IGatsbyImageData = {
  layout: "constrained",
  width: 800,
  height: 500,
  backgroundColor: "#282828",
  images: {
    fallback: {
      src: "/static/a/800.webp",
      srcSet: "/static/a/480.webp 480w,\n/static/a/800.webp 800w",
      sizes: "(min-width: 800px) 800px, 100vw",
    },
    sources: [
      { type: "image/avif", srcSet: "/static/a/480.avif 480w,\n/static/a/800.avif 800w", sizes: "(min-width: 800px) 800px, 100vw" },
    ],
  },
}

function renderImage(props: Partial<Parameters<typeof ResponsiveImage>[0]> = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <ResponsiveImage image={image} alt="Black sedan at Logan" {...props} />
    </ThemeProvider>,
  )
}

test("renders the AVIF source before the WebP picture, with sizes and intrinsic dimensions", () => {
  const { container } = renderImage()
  const sources = Array.from(container.querySelectorAll("picture source"))
  expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif"])
  expect(sources[0].getAttribute("srcset")).toContain("/static/a/800.avif 800w")
  const img = container.querySelector("picture img")!
  expect(img.getAttribute("alt")).toBe("Black sedan at Logan")
  expect(img.getAttribute("src")).toBe("/static/a/800.webp")
  expect(img.getAttribute("srcset")).toContain("/static/a/480.webp 480w")
  expect(img.getAttribute("sizes")).toBe("(min-width: 800px) 800px, 100vw")
  expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["800", "500"])
})

test("pictures load lazily unless they are the page's largest paint", () => {
  const lazy = renderImage().container.querySelector("img")!
  expect(lazy.getAttribute("loading")).toBe("lazy")
  expect(lazy.hasAttribute("fetchpriority")).toBe(false)
  const hero = renderImage({ priority: true }).container.querySelector("img")!
  expect(hero.getAttribute("loading")).toBe("eager")
  expect(hero.getAttribute("fetchpriority")).toBe("high")
})

test("the frame keeps the picture's proportions and shows its colour until the file arrives", () => {
  const frame = renderImage().container.firstElementChild as HTMLElement
  expect(frame.style.aspectRatio).toBe("1.6")
  expect(frame.style.maxWidth).toBe("800px")
  expect(frame.style.backgroundColor).toBe("rgb(40, 40, 40)")
  expect(frame.style.backgroundImage).toBe("")
  const filled = renderImage({ fill: true }).container.firstElementChild as HTMLElement
  expect(filled.style.aspectRatio).toBe("")
})

test("a query that asks for a blurred placeholder gets it behind the picture", () => {
  const blurred = { ...image, placeholder: { fallback: "data:image/jpeg;base64,AAAA" } }
  const frame = renderImage({ image: blurred }).container.firstElementChild as HTMLElement
  expect(frame.style.backgroundImage).toContain("data:image/jpeg;base64,AAAA")
})

test("a full-width picture gets width and height attributes in its real proportions", () => {
  const wide = { ...image, layout: "fullWidth" as const, width: 1, height: 0.5 }
  const img = renderImage({ image: wide }).container.querySelector("img")!
  expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1000", "500"])
})

test("an art-directed crop comes first, in all its formats, under its media query", () => {
  const phone: IGatsbyImageData = {
    layout: "fullWidth",
    width: 1,
    height: 0.84,
    images: {
      fallback: { src: "/static/p/640.webp", srcSet: "/static/p/390.webp 390w,\n/static/p/640.webp 640w", sizes: "100vw" },
      sources: [{ type: "image/avif", srcSet: "/static/p/390.avif 390w,\n/static/p/640.avif 640w", sizes: "100vw" }],
    },
  }
  const { container } = renderImage({ artDirection: [{ media: "(max-width: 599.98px)", image: phone }] })
  const sources = Array.from(container.querySelectorAll("picture source")).map((s) => [
    s.getAttribute("media"),
    s.getAttribute("type"),
    s.getAttribute("srcset")?.split(",")[0],
  ])
  expect(sources).toEqual([
    ["(max-width: 599.98px)", "image/avif", "/static/p/390.avif 390w"],
    ["(max-width: 599.98px)", "image/webp", "/static/p/390.webp 390w"],
    [null, "image/avif", "/static/a/480.avif 480w"],
  ])
  // Screens outside every media query keep the picture's own files.
  expect(container.querySelector("picture img")!.getAttribute("src")).toBe("/static/a/800.webp")
})
