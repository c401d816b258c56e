// Jest setup per Gatsby's unit-testing guide: TypeScript and JSX through babel-preset-gatsby, jsdom, Gatsby mocked.
module.exports = {
  transform: {
    "^.+\\.(m?js|[jt]sx?)$": "<rootDir>/jest-preprocess.js",
  },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|svg|webp|avif|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/tests/browser", "<rootDir>/tests/built", "<rootDir>/tests/build-errors", "<rootDir>/tests/host"],
  // Generous: the form tests type like a person, and CI machines are shared.
  testTimeout: 30000,
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react|react-day-picker|date-fns)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testEnvironment: "jsdom",
}
