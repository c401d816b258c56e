/** Files webpack turns into URLs when imported (fonts, pictures). */
declare module "*.woff2" {
  const url: string
  export default url
}
