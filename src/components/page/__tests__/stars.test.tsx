import { render, screen } from "@testing-library/react"
import { ThemeProvider } from "@emotion/react"
import { Stars } from "../stars"
import { theme } from "../../../theme/theme"

test("stars speak their rating and draw the rounded number filled", () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <Stars rating={4.9} />
    </ThemeProvider>,
  )
  expect(screen.getByRole("img", { name: "Rated 4.9 out of 5" })).toBeInTheDocument()
  const paths = [...container.querySelectorAll("path")]
  expect(paths).toHaveLength(5)
  expect(paths.filter((p) => p.getAttribute("fill") === "currentColor")).toHaveLength(5)
})

test("a four-star review shows one empty star", () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <Stars rating={4} />
    </ThemeProvider>,
  )
  expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument()
  expect([...container.querySelectorAll("path")].filter((p) => p.getAttribute("fill") === "none")).toHaveLength(1)
})
