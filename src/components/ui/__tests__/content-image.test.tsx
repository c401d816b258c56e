import { fireEvent, render, screen } from "@testing-library/react"
import { ThemeProvider } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ContentImage } from "../content-image"
import { theme } from "../../../theme/theme"
import { imageFailureScript } from "../../../lib/image-failure-script"

// The page's inline script (written into every page's <head>), which marks failed pictures.
beforeAll(() => new Function("document", imageFailureScript())(document))

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 400,
  height: 250,
  images: { fallback: { src: "/missing.jpg", srcSet: "/missing.jpg 400w", sizes: "400px" }, sources: [] },
}

test("a picture that fails to load is replaced by the 'Failed to load image' placeholder", () => {
  render(
    <ThemeProvider theme={theme}>
      <ContentImage image={image} alt="Luxury SUV at night" />
    </ThemeProvider>,
  )
  const img = screen.getByAltText("Luxury SUV at night")
  expect(screen.queryByRole("img", { name: "Failed to load image" })).toBeNull()
  fireEvent.error(img)
  expect(screen.getByRole("img", { name: "Failed to load image" })).toBeVisible()
  expect(img).not.toBeVisible()
})
