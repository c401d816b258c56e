// Finds import circles among the project's own modules, and imports across a layer that must not be crossed
// (LAYER_RULES: the booking loop's domain never imports the server), and exits 1 when there is any
// (npm run check:imports).
// Every way one module names another counts: `import`, `import type` and inline `type` names,
// `export … from`, `import x = require()`, require(), import() (a lazy import still ties the two
// modules together) and `import("…")` in a type. Specifiers resolve as the type checker resolves
// them (tsconfig.json); packages and files outside the checked folders are left out.
//   npx tsx scripts/check-import-circles.ts [folder or file …]   (default: src scripts)
import fs from "fs"
import path from "path"
import ts from "typescript"

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/
const SKIPPED_FOLDERS = new Set(["node_modules", ".cache", "public", "__snapshots__"])

/** The module specifiers a file names, in the order they appear. */
export function moduleSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, scriptKind(fileName))
  const found: string[] = []
  const literal = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) found.push(node.text)
  }
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal(node.moduleSpecifier)
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      literal(node.moduleReference.expression)
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal)
    else if (ts.isCallExpression(node)) {
      const callee = node.expression
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword
      const isRequire = ts.isIdentifier(callee) && callee.text === "require"
      if ((isImport || isRequire) && node.arguments.length > 0) literal(node.arguments[0])
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function scriptKind(fileName: string): ts.ScriptKind {
  if (/\.[cm]?tsx$/.test(fileName) || fileName.endsWith(".jsx")) return fileName.endsWith(".jsx") ? ts.ScriptKind.JSX : ts.ScriptKind.TSX
  if (/\.[cm]?js$/.test(fileName)) return ts.ScriptKind.JS
  return ts.ScriptKind.TS
}

function sourceFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return []
  if (fs.statSync(folder).isFile()) return SOURCE.test(folder) ? [folder] : []
  const files: string[] = []
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) files.push(...sourceFiles(full))
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(full)
  }
  return files
}

function compilerOptions(root: string): ts.CompilerOptions {
  const configFile = ts.findConfigFile(root, ts.sys.fileExists, "tsconfig.json")
  if (!configFile) return { moduleResolution: ts.ModuleResolutionKind.Bundler, allowJs: true, resolveJsonModule: true }
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile)
  const options = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile)).options
  return { ...options, allowJs: true }
}

/** Each checked file and the checked files it imports (paths relative to root, with "/"). */
export function importGraph(root: string, folders: string[]): Map<string, string[]> {
  const options = compilerOptions(root)
  const host = ts.createCompilerHost(options)
  const files = folders.flatMap((folder) => sourceFiles(path.resolve(root, folder)))
  const checked = new Set(files)
  const relative = (file: string) => path.relative(root, file).split(path.sep).join("/")
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const targets = new Set<string>()
    for (const specifier of moduleSpecifiers(file, fs.readFileSync(file, "utf8"))) {
      const resolved = ts.resolveModuleName(specifier, file, options, host).resolvedModule
      if (!resolved || resolved.isExternalLibraryImport) continue
      const target = path.resolve(resolved.resolvedFileName)
      if (checked.has(target)) targets.add(relative(target))
    }
    graph.set(relative(file), [...targets].sort())
  }
  return graph
}

/** The import circles: each group of modules that reach one another (Tarjan's strongly connected components), files sorted. */
export function importCircles(graph: Map<string, string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  const connect = (file: string) => {
    index.set(file, counter)
    low.set(file, counter)
    counter += 1
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!))
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        group.push(member)
      } while (member !== file)
      const importsItself = (graph.get(file) ?? []).includes(file)
      if (group.length > 1 || importsItself) circles.push(group.sort())
    }
  }
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file)
  return circles.sort((a, b) => a[0].localeCompare(b[0]))
}

/** The imports that keep a circle closed: every import from one of its files to another. */
export function circleImports(graph: Map<string, string[]>, circle: string[]): string[] {
  const members = new Set(circle)
  return circle.flatMap((file) => (graph.get(file) ?? []).filter((target) => members.has(target)).map((target) => `${file} -> ${target}`))
}

/** Folders whose modules must not import from another folder: the inner layer never depends on the outer one. */
export const LAYER_RULES: readonly { from: string; never: string; why: string }[] = [
  {
    from: "src/booking-loop/",
    never: "src/server/",
    why: "the booking loop's domain is shared by the page and the server, and the storage depends on it, never the other way",
  },
]

/** Every import that crosses a layer rule, as "a.ts -> b.ts (why)". */
export function layerViolations(graph: Map<string, string[]>, rules = LAYER_RULES): string[] {
  return [...graph.entries()].flatMap(([file, targets]) =>
    rules
      .filter((rule) => file.startsWith(rule.from))
      .flatMap((rule) => targets.filter((target) => target.startsWith(rule.never)).map((target) => `${file} -> ${target} (${rule.why})`)),
  )
}

function main() {
  const root = path.resolve(__dirname, "..")
  const folders = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["src", "scripts"]
  const graph = importGraph(root, folders)
  const circles = importCircles(graph)
  const crossings = layerViolations(graph)
  if (crossings.length > 0) {
    console.error(`Imports across a layer: ${crossings.length}.`)
    for (const crossing of crossings) console.error(`   ${crossing}`)
  }
  if (circles.length === 0) {
    if (crossings.length > 0) process.exit(1)
    console.log(`Import circles: none among ${graph.size} modules in ${folders.join(", ")}; no import across a layer.`)
    return
  }
  console.error(`Import circles: ${circles.length} among ${graph.size} modules in ${folders.join(", ")}.`)
  circles.forEach((circle, at) => {
    console.error(`\n${at + 1}. ${circle.join(", ")}`)
    for (const edge of circleImports(graph, circle)) console.error(`   ${edge}`)
  })
  process.exit(1)
}

if (require.main === module) main()
