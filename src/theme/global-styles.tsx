import { Global, css, useTheme } from "@emotion/react"

/** Document-wide styles: box sizing, base type, links, focus rings, reduced motion. */
export function GlobalStyles() {
  const theme = useTheme()
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
          scroll-padding-top: calc(${theme.layout.headerHeight} + 1rem);
        }
        body {
          margin: 0;
          background: ${theme.colors.background};
          color: ${theme.colors.text};
          font-family: ${theme.fonts.body};
          font-size: ${theme.fontSizes.md};
          line-height: 1.6;
          -webkit-font-smoothing: antialiased;
          text-rendering: optimizeLegibility;
        }
        h1,
        h2,
        h3,
        h4 {
          font-family: ${theme.fonts.heading};
          font-weight: 600;
          line-height: 1.15;
          letter-spacing: -0.01em;
          margin: 0 0 0.5em;
        }
        h1 {
          font-size: ${theme.fontSizes.display};
        }
        h2 {
          font-size: ${theme.fontSizes.xxl};
        }
        h3 {
          font-size: ${theme.fontSizes.xl};
        }
        p {
          margin: 0 0 1em;
        }
        a {
          color: inherit;
          text-underline-offset: 0.18em;
        }
        img {
          max-width: 100%;
        }
        :focus-visible {
          outline: 3px solid ${theme.colors.focus};
          outline-offset: 2px;
        }
        @media (prefers-reduced-motion: reduce) {
          *,
          *::before,
          *::after {
            animation-duration: 0.01ms !important;
            animation-iteration-count: 1 !important;
            transition-duration: 0.01ms !important;
            scroll-behavior: auto !important;
          }
        }
      `}
    />
  )
}
