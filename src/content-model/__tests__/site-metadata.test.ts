/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { readSiteMetadata } from "../site-metadata"

const repoRoot = path.resolve(__dirname, "../../..")
let root: string

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "site-metadata-"))
  fs.mkdirSync(path.join(root, "data"))
})

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true })
})

test("the title, description and address of the site come from data/business.json", () => {
  const business = JSON.parse(fs.readFileSync(path.join(repoRoot, "data/business.json"), "utf8"))
  expect(readSiteMetadata(repoRoot)).toEqual({
    title: business.seo.defaultTitle,
    description: business.seo.defaultDescription,
    siteUrl: business.url,
  })
})

// gatsby-config.ts must not fail here: the content check that runs next names the mistake with its line.
test("a business.json that does not parse, lacks fields or is missing leaves the metadata empty instead of throwing", () => {
  const file = path.join(root, "data/business.json")
  fs.writeFileSync(file, '{ "url": "https://example.com" }\n{')
  expect(readSiteMetadata(root)).toEqual({ title: undefined, description: undefined, siteUrl: undefined })
  fs.writeFileSync(file, '{ "url": "https://example.com", "seo": "none" }')
  expect(readSiteMetadata(root)).toEqual({ title: undefined, description: undefined, siteUrl: "https://example.com" })
  fs.rmSync(file)
  expect(readSiteMetadata(root)).toEqual({ title: undefined, description: undefined, siteUrl: undefined })
})
