// ESLint for the whole project (`npm run lint`, a step of `npm test`): the recommended rules of ESLint and
// typescript-eslint, the rules of hooks, the accessibility rules for JSX, and eslint-config-prettier last so
// that no rule argues with Prettier, which owns the layout (prettier.config.mjs).
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import { defineConfig, globalIgnores } from "eslint/config"
import globals from "globals"
import tseslint from "typescript-eslint"

export default defineConfig(
  globalIgnores([
    "node_modules/",
    "public/",
    ".cache/",
    "bench/floor/public/",
    "bench/floor/.cache/",
    "bench/results/",
    "test-results/",
    ".netlify/",
    ".data/",
    "static/",
    // Written by Gatsby at each build from the GraphQL queries.
    "src/gatsby-types.d.ts",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: {
      // The same files run in the browser (pages, components), in Node (the API, the build, scripts) and in
      // Jest (tests beside the code), so every one knows all three sets of globals.
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Properties destructured beside a rest are how a prop is left out of what is passed on
      // (`{ activeClassName, ...rest }` in Gatsby's mocked Link), not forgotten variables.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    // CommonJS files: Jest's configuration, its preprocessor and mocks.
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Inline scripts that run before the page's code exists are written in plain ES5 and turned into a
    // script from their source, so they keep `var`.
    files: ["src/lib/click-hold-script.ts", "src/lib/image-failure-script.ts"],
    rules: { "no-var": "off" },
  },
  {
    // tests/ holds no React code: its `use…` helpers (useSiteAndBrowser, useLoopSite) register Jest's
    // beforeAll and afterAll for a file, and the rules of hooks do not apply to them.
    files: ["tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  prettier,
)
