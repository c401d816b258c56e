// Every Jest run of the project, one project per step of `npm test` (scripts/test-all.sh picks each with
// --selectProjects, and docs/TESTING.md says what each costs). `npm run test:unit` is the unit project alone. A
// bare `npx jest` runs all seven: the projects after `unit` read a production build (`npx gatsby build` first).
const path = require("path")

const transform = { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" }

/**
 * The English locale of the date-fns that react-day-picker uses. Its CommonJS build reads `enUS` from all of
 * date-fns's locales (`date-fns/locale`, 531 modules, a second of CPU in each file that renders the date picker); the
 * unit project hands it this one, the only locale the site uses.
 */
const dayPickerEnglish = require.resolve("date-fns/locale/en-US", { paths: [path.dirname(require.resolve("react-day-picker"))] })

/** Node tests under one folder of tests/. */
const nodeProject = (displayName, folder, more = {}) => ({
  displayName,
  testEnvironment: "node",
  roots: [`<rootDir>/tests/${folder}`],
  transform,
  ...more,
})

/**
 * Browsers and servers on a shared 2-core machine: two minutes a test. (Jest's test timeout is one for the
 * whole run, so each project sets its own in a setup file.)
 */
const browserTimeout = { setupFilesAfterEnv: ["<rootDir>/tests/browser-timeout.ts"] }

/**
 * Browser files of the booking loop (its four, dispatch's day view and its roster, a chauffeur's ride and day) and
 * the booking form's two: a project of their own, run in the other lane of `npm test` so that the lanes end together.
 * They share one site with the loop's environment, its record store and mail catcher, and one Chromium
 * (tests/browser/shared-loop-site.ts), each file having them to itself, emptied, while its tests run. The other file
 * with a site of its own (forms) runs with the browser tests.
 */
const OWN_SITE_FILES =
  "tests/browser/(booking-loop|quotes|changes|offers|booking|fare-booking|dispatch|roster|ride|ride-day|chauffeur-day)\\.test\\.ts$"

module.exports = {
  // Beside Jest's own report, the CPU time of each file when the run has a CPU account of its own (tests/cpu-reporter.js).
  reporters: ["default", "<rootDir>/tests/cpu-reporter.js"],
  projects: [
    // Unit and component tests, per Gatsby's unit-testing guide but compiled by esbuild (jest-preprocess.js),
    // jsdom, Gatsby mocked. jest.setup.ts gives each test 30 s: the form tests type like a person.
    {
      displayName: "unit",
      transform: { "^.+\\.(m?js|[jt]sx?)$": "<rootDir>/jest-preprocess.js" },
      moduleNameMapper: {
        ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
        ".+\\.(jpg|jpeg|png|gif|svg|webp|avif|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
        "^date-fns/locale$": dayPickerEnglish,
      },
      testPathIgnorePatterns: [
        "node_modules",
        "\\.cache",
        "<rootDir>/public",
        "<rootDir>/tests/browser",
        "<rootDir>/tests/engines",
        "<rootDir>/tests/built",
        "<rootDir>/tests/build-errors",
        "<rootDir>/tests/host",
      ],
      transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react|react-day-picker|date-fns)/)"],
      globals: { __PATH_PREFIX__: "" },
      testEnvironmentOptions: { url: "http://localhost" },
      setupFiles: ["<rootDir>/loadershim.js"],
      setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
      testEnvironment: "jsdom",
    },
    // Builds of a scratch copy with one content file broken (run before the production build).
    nodeProject("build-errors", "build-errors"),
    // Checks over the built site in public/ (run after `gatsby build`), each HTML file parsed once for all of them
    // (tests/built/built-documents.ts).
    nodeProject("built", "built", { testEnvironment: "<rootDir>/tests/built/built-environment.ts" }),
    // Browser tests: the built site under `gatsby serve`, driven in Debian's Chromium; the files with no
    // environment of their own share one site and one Chromium (tests/browser/shared-site.ts).
    nodeProject("browser", "browser", {
      ...browserTimeout,
      testPathIgnorePatterns: ["/node_modules/", OWN_SITE_FILES],
      globalSetup: "<rootDir>/tests/browser/shared-site.ts",
      globalTeardown: "<rootDir>/tests/browser/shared-site-stop.ts",
    }),
    // The booking loop's and the booking form's browser files, on a site they share one file at a time (above).
    nodeProject("own-site", "browser", {
      ...browserTimeout,
      testRegex: OWN_SITE_FILES,
      globalSetup: "<rootDir>/tests/browser/shared-loop-site.ts",
      globalTeardown: "<rootDir>/tests/browser/shared-loop-site-stop.ts",
    }),
    // The visitor paths in every engine: Chromium, WebKit and Firefox, against the built site under `gatsby serve`.
    nodeProject("engines", "engines", browserTimeout),
    // The host's emulation: a scratch copy built with Gatsby's adapter for Netlify and served offline by the
    // host's own command-line tool (installed on first use), checked over HTTP.
    nodeProject("host", "host"),
  ],
}
