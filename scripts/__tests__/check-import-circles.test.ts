/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { circleImports, importCircles, importGraph, layerViolations, moduleSpecifiers } from "../check-import-circles"

test("every way of naming a module counts: type-only, export-from, require, import() and import types", () => {
  const text = [
    `import a from "./a"`,
    `import type { B } from "./b"`,
    `import { type C } from "./c"`,
    `export { d } from "./d"`,
    `export type { E } from "./e"`,
    `export * from "./f"`,
    `import g = require("./g")`,
    `const h = () => import("./h")`,
    `const i = require("./i")`,
    `let j: typeof import("./j")`,
    `import "./k"`,
  ].join("\n")
  expect(moduleSpecifiers("x.ts", text)).toEqual(["./a", "./b", "./c", "./d", "./e", "./f", "./g", "./h", "./i", "./j", "./k"])
})

test("the circles are the groups of modules that reach one another, with the imports that close them", () => {
  const graph = new Map([
    ["a.ts", ["b.ts"]],
    ["b.ts", ["c.ts"]],
    ["c.ts", ["a.ts", "d.ts"]],
    ["d.ts", []],
    ["e.ts", ["e.ts"]],
    ["f.ts", ["d.ts"]],
  ])
  expect(importCircles(graph)).toEqual([["a.ts", "b.ts", "c.ts"], ["e.ts"]])
  expect(circleImports(graph, ["a.ts", "b.ts", "c.ts"])).toEqual(["a.ts -> b.ts", "b.ts -> c.ts", "c.ts -> a.ts"])
})

test("a type-only import back closes a circle in a project on disk; packages and other folders are left out", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "circles-"))
  try {
    fs.writeFileSync(
      path.join(root, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { module: "esnext", moduleResolution: "bundler", jsx: "react-jsx" } }),
    )
    fs.mkdirSync(path.join(root, "src"))
    fs.mkdirSync(path.join(root, "other"))
    fs.writeFileSync(
      path.join(root, "src/record.ts"),
      `import { send } from "./email"\nimport fs from "fs"\nexport type Record = { a: string }\nexport const go = () => send`,
    )
    fs.writeFileSync(
      path.join(root, "src/email.ts"),
      `import type { Record } from "./record"\nimport { x } from "../other/x"\nexport const send = (r: Record) => r`,
    )
    fs.writeFileSync(path.join(root, "src/page.tsx"), `export { send } from "./email"`)
    fs.writeFileSync(path.join(root, "other/x.ts"), `import { send } from "../src/email"\nexport const x = send`)
    const graph = importGraph(root, ["src"])
    expect(graph.get("src/email.ts")).toEqual(["src/record.ts"])
    expect(importCircles(graph)).toEqual([["src/email.ts", "src/record.ts"]])
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})

test("the booking loop's domain importing the server is refused, with the import named; the server importing the domain is not", () => {
  const graph = new Map([
    ["src/booking-loop/states.ts", ["src/booking-loop/model.ts", "src/server/records/store.ts"]],
    ["src/booking-loop/model.ts", []],
    ["src/server/records/store.ts", ["src/booking-loop/model.ts"]],
  ])
  expect(layerViolations(graph)).toEqual([expect.stringMatching(/^src\/booking-loop\/states\.ts -> src\/server\/records\/store\.ts \(/)])
  expect(layerViolations(new Map([["src/server/records/store.ts", ["src/booking-loop/model.ts"]]]))).toEqual([])
})
