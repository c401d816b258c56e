// Prettier lays out the code (`npm run lint` checks it, `npm run format` applies it), in the style the code
// was already written in: no semicolons, double quotes, trailing commas, two spaces, lines up to 140 characters.
/** @type {import("prettier").Config} */
export default {
  semi: false,
  singleQuote: false,
  trailingComma: "all",
  tabWidth: 2,
  printWidth: 140,
  arrowParens: "always",
}
