/** @jest-environment node */
/**
 * The editor's configuration against the content model it is generated from: every field of the
 * model is editable and nothing else is, with the model's required flags, patterns and hints.
 */
import { collections } from "../../content-model/collections"
import type { Collection } from "../../content-model/fields"
import { modelFieldAt } from "../model-field"
import { buildCmsConfig, configFieldPaths, modelFieldPaths, relativePath, type DecapField } from "../cms-config"
import { backendFromEnv, backendOrigins, LOCAL_BACKEND_ORIGIN, usesIdentity } from "../backend"
import { problemInEditor } from "../admin/validation"
import { jsonFormat } from "../admin/formats"

const config = buildCmsConfig(collections, { ...backendFromEnv({}), siteUrl: "https://example.com" })

function allFields(fields: readonly DecapField[]): DecapField[] {
  return fields.flatMap((f) => [f, ...allFields((f.fields as DecapField[] | undefined) ?? [])])
}
const fields = config.collections.flatMap((c) => allFields([...(c.fields ?? []), ...(c.files ?? []).flatMap((f) => f.fields)]))

test("every field of the model is in the configuration, and the configuration has no field the model lacks", () => {
  expect(configFieldPaths(config)).toEqual(modelFieldPaths(collections))
})

test("a field added to the model appears in the configuration without other changes (any field type, any new collection)", () => {
  const rates: Collection = {
    source: "json",
    file: "data/seasonal-rates.json",
    shape: "list",
    typeName: "Service",
    key: "town",
    description: "Rates by town.",
    fields: {
      town: { type: "ref", to: "Town", description: "Town." },
      hourly: { type: "number", min: 0, description: "Hourly rate." },
      note: { type: "string", optional: true, description: "Note." },
    },
  }
  const extended = [...collections, rates]
  const generated = buildCmsConfig(extended, { ...backendFromEnv({}), siteUrl: "" })
  expect(configFieldPaths(generated)).toEqual(modelFieldPaths(extended))
  const file = generated.collections.find((c) => c.name === "seasonal-rates")?.files?.[0]
  expect(file?.file).toBe("data/seasonal-rates.json")
  expect((file?.fields[0].fields as DecapField[]).map((f) => [f.name, f.widget, f.required])).toEqual([
    ["town", "relation", true],
    ["hourly", "number", true],
    ["note", "string", false],
  ])
})

test("required flags, patterns and hints come from the model", () => {
  for (const field of fields.filter((f) => f.model_field?.includes("."))) {
    const model = modelFieldAt(collections, field.model_field as string)
    expect(model).toBeDefined()
    expect(field.required).toBe(!model?.optional)
    expect(field.hint).toBe(model?.description)
    if (model?.type === "string" && model.pattern) expect(field.pattern?.[0]).toBe(model.pattern.source)
  }
  const tel = fields.find((f) => f.model_field === "Business.phones.tel")
  expect(tel?.pattern).toEqual(["^\\+1\\d{10}$", "is not in the expected form: +1 and ten digits, e.g. +19785550186."])
})

test("MDX folders are folder collections named by their files' slug, with a Markdown body; pictures go to content/images/<kind>", () => {
  const services = config.collections.find((c) => c.name === "services")
  expect(services).toMatchObject({
    folder: "content/services",
    extension: "mdx",
    format: "frontmatter",
    slug: "{{fields.slug}}",
    create: true,
  })
  expect(services?.fields?.at(-1)).toMatchObject({ name: "body", widget: "markdown" })
  expect(services?.fields?.find((f) => f.name === "image")).toMatchObject({
    widget: "image",
    media_folder: "../images/services",
    required: true,
  })
  expect(services?.fields?.find((f) => f.name === "imageAlt")).toMatchObject({ widget: "string", required: true })
  const fleet = config.collections.find((c) => c.name === "fleet")?.files?.[0].fields[0].fields as DecapField[]
  expect(fleet.find((f) => f.name === "image")).toMatchObject({ media_folder: "../content/images/fleet" })
  expect(relativePath("data", "content/images/fleet")).toBe("../content/images/fleet")
})

test("references become relation widgets into the collection that holds the key", () => {
  const service = config.collections.find((c) => c.name === "services")?.fields ?? []
  expect(service.find((f) => f.name === "vehicles")).toMatchObject({
    widget: "relation",
    collection: "fleet",
    file: "fleet",
    value_field: "items.*.slug",
    multiple: true,
  })
  expect(service.find((f) => f.name === "bookingType")).toMatchObject({
    widget: "relation",
    collection: "booking-services",
    value_field: "items.*.value",
    multiple: false,
  })
  const town = config.collections.find((c) => c.name === "towns")?.fields ?? []
  expect(town.find((f) => f.name === "neighbors")).toMatchObject({ widget: "relation", collection: "towns", value_field: "slug" })
})

test("the editor judges values with the content check's messages", () => {
  expect(problemInEditor("Service.title", "")).toBe("title: is empty. Write it: service name and page heading.")
  expect(problemInEditor("Service.price", " ")).toBe('price: is empty. Write a short price such as "From $120".')
  expect(problemInEditor("Service.slug", "Night Out")).toBe(
    'slug: "Night Out" is not a slug. Use lower-case words joined by hyphens, e.g. "night-out-limo".',
  )
  expect(problemInEditor("Town.loganMinutes", "")).toBe("loganMinutes: is missing. Add it: typical off-peak minutes to Boston Logan.")
  expect(problemInEditor("body", "Fares start {soon}")).toMatch(/^body: contains "\{", which MDX reads as code/)
  expect(problemInEditor("Service.title", "Airport Transportation")).toBeUndefined()
})

test("JSON files are written back in the model's key order, with the files' layout", () => {
  const fleet = collections.find((c) => c.typeName === "Vehicle")
  if (!fleet || fleet.source !== "json") throw new Error("no fleet collection")
  const format = jsonFormat(fleet)
  expect(format.fromFile('[{"slug":"a"}]')).toEqual({ items: [{ slug: "a" }] })
  expect(format.toFile({ items: [{ name: "Sedan", slug: "sedan" }] })).toBe('[\n  {\n    "slug": "sedan",\n    "name": "Sedan"\n  }\n]\n')
})

test("by default the editor logs in with the git host of the repository the host's build names, with no Identity", () => {
  // Netlify's builds carry the repository's address; the login goes through Netlify's OAuth provider (no base_url).
  const onNetlify = { NETLIFY: "true", REPOSITORY_URL: "https://github.com/merrimack/site" }
  expect(backendFromEnv(onNetlify)).toEqual({ backend: { name: "github", repo: "merrimack/site", branch: "main" }, localBackend: false })
  expect(usesIdentity(backendFromEnv(onNetlify))).toBe(false)
  expect(backendOrigins(backendFromEnv(onNetlify))).toEqual(["https://api.github.com", "https://www.githubstatus.com"])
  // The address as other builds write it: with .git, credentials before the host, or git's own form.
  for (const address of [
    "https://github.com/merrimack/site.git",
    "https://x-access-token:abc123@github.com/merrimack/site",
    "git@github.com:merrimack/site.git",
  ])
    expect(backendFromEnv({ NETLIFY: "true", REPOSITORY_URL: address }).backend).toEqual({
      name: "github",
      repo: "merrimack/site",
      branch: "main",
    })
  expect(backendFromEnv({ NETLIFY: "true", REPOSITORY_URL: "https://gitlab.com/merrimack/web/site" }).backend).toEqual({
    name: "gitlab",
    repo: "merrimack/web/site",
    branch: "main",
  })
  // CMS_REPO wins over the host's repository; CMS_BRANCH names the branch.
  expect(
    backendFromEnv({
      NETLIFY: "true",
      REPOSITORY_URL: "https://github.com/merrimack/site",
      CMS_REPO: "merrimack/content",
      CMS_BRANCH: "live",
    }).backend,
  ).toEqual({ name: "github", repo: "merrimack/content", branch: "live" })
  expect(backendFromEnv({ CMS_REPO: "merrimack/site" }).backend).toEqual({ name: "github", repo: "merrimack/site", branch: "main" })
})

test("a build on the host that can name no repository stops, naming the variable to set", () => {
  expect(() => backendFromEnv({ NETLIFY: "true" })).toThrow(/CMS_REPO/)
  expect(() => backendFromEnv({ NETLIFY: "true", REPOSITORY_URL: "not an address" })).toThrow(/CMS_REPO/)
  // The address is never repeated: a host may put a token into it.
  const tokenOnly = () => backendFromEnv({ NETLIFY: "true", REPOSITORY_URL: "https://x-access-token:secret@github.com/" })
  expect(tokenOnly).toThrow(/CMS_REPO/)
  expect(tokenOnly).not.toThrow(/secret/)
  expect(() => backendFromEnv({ NETLIFY: "true", REPOSITORY_URL: "https://bitbucket.org/merrimack/site" })).toThrow(/CMS_BACKEND/)
  expect(() => backendFromEnv({ CMS_BACKEND: "github" })).toThrow(/CMS_REPO/)
  expect(() => backendFromEnv({ CMS_BACKEND: "svn" })).toThrow(/not supported/)
  expect(() => backendFromEnv({ CMS_REPO: "just-a-name" })).toThrow(/owner\/name/)
})

test("a build elsewhere with no repository has the local editor alone, as `npm start` needs", () => {
  const local = backendFromEnv({})
  expect(local).toEqual({ backend: { name: "proxy", proxy_url: `${LOCAL_BACKEND_ORIGIN}/api/v1`, branch: "main" }, localBackend: true })
  expect(usesIdentity(local)).toBe(false)
  expect(backendOrigins(local)).toEqual([LOCAL_BACKEND_ORIGIN])
  // The host's command-line tool builds on a computer too (NETLIFY_LOCAL, not NETLIFY).
  expect(backendFromEnv({ NETLIFY_LOCAL: "true" })).toEqual(local)
  expect(() => backendFromEnv({ CMS_LOCAL_BACKEND: "off" })).toThrow(/CMS_REPO/)
})

test("git-gateway stays a choice, through Netlify Identity; a site off Netlify names its OAuth provider", () => {
  const gateway = backendFromEnv({ NETLIFY: "true", CMS_BACKEND: "git-gateway", REPOSITORY_URL: "https://github.com/merrimack/site" })
  expect(gateway).toEqual({ backend: { name: "git-gateway", branch: "main" }, localBackend: false })
  expect(usesIdentity(gateway)).toBe(true)
  const github = backendFromEnv({ CMS_BACKEND: "github", CMS_REPO: "owner/site", CMS_AUTH_URL: "https://auth.example.com" })
  expect(github).toEqual({
    backend: { name: "github", repo: "owner/site", branch: "main", base_url: "https://auth.example.com" },
    localBackend: false,
  })
  expect(backendOrigins(github)).toEqual(["https://api.github.com", "https://www.githubstatus.com", "https://auth.example.com"])
})
