import { theme } from "./theme"

/**
 * Document-wide styles: box sizing, base type, links, focus rings, shell sizes, reduced motion.
 *
 * Plain CSS written into <head> by gatsby-ssr, before the components' styles, like the font faces:
 * none of it is in the pages' JavaScript, and the browser never inserts it again (an Emotion
 * `Global` would take the server's stylesheet out of the head and put it back while the page
 * starts, and the browser would restyle the page for it).
 */
const GLOBAL_STYLES = `
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  :root {
    /* Shell sizes the page and the floating layers share (header, phone action bar). */
    --bar-height: 64px;
    --utility-height: 0px;
    --header-height: calc(var(--bar-height) + var(--utility-height));
    --action-bar-height: calc(64px + env(safe-area-inset-bottom, 0px));
    --focus-ring: ${theme.colors.focus};
    color-scheme: light;
  }
  ${theme.mq.md} {
    :root {
      --action-bar-height: 0px;
    }
  }
  ${theme.mq.lg} {
    :root {
      --bar-height: 76px;
      --utility-height: 36px;
    }
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${theme.layout.headerHeight} + 1rem);
    scroll-padding-bottom: calc(${theme.layout.actionBarHeight} + 1rem);
  }
  body {
    margin: 0;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
    font-feature-settings: "cv11", "ss01";
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${theme.fonts.heading};
    font-weight: 600;
    line-height: 1.12;
    letter-spacing: ${theme.tracking.tight};
    margin: 0 0 0.5em;
    text-wrap: balance;
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
    text-wrap: pretty;
  }
  a {
    color: inherit;
    text-underline-offset: 0.18em;
    text-decoration-thickness: from-font;
  }
  img,
  svg {
    max-width: 100%;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
  }
  ::selection {
    background: ${theme.colors.accentOnDark};
    color: ${theme.colors.text};
  }
  :focus-visible {
    outline: 3px solid var(--focus-ring);
    outline-offset: 2px;
  }
  /* Dark bands set --focus-ring to the light gold, which keeps 3:1 against charcoal. */
  [data-theme="dark"] {
    --focus-ring: ${theme.colors.focusOnDark};
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
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
`

/** GLOBAL_STYLES without comments and runs of white space, as written into the page. */
export const GLOBAL_CSS = GLOBAL_STYLES.replace(/\/\*[\s\S]*?\*\//g, "")
  .replace(/\s+/g, " ")
  .replace(/\s*([{};,])\s*/g, "$1")
  .replace(/:\s+/g, ":")
  .trim()
