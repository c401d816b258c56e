/**
 * Renders the body of an MDX content file to HTML at build time (Node only). Every page then uses
 * its collection's one template chunk instead of one webpack module per file: the browser's route
 * table and the build stop growing with every post (a 1,000-post run overflowed the build's memory
 * that way), and pages carry no per-file JavaScript. Bodies are the editors' Markdown; links to
 * site paths stay plain <a href> and the browser's MdxBody turns their clicks into client navigation.
 */
import { createElement, type AnchorHTMLAttributes } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import * as runtime from "react/jsx-runtime"

// @mdx-js/mdx is an ES module; a real dynamic import keeps the compiled gatsby-node from turning it into require().
const importModule = new Function("specifier", "return import(specifier)") as (specifier: string) => Promise<unknown>

type Evaluate = (source: string, options: Record<string, unknown>) => Promise<{ default: (props: { components: object }) => JSX.Element }>

let evaluatePromise: Promise<Evaluate> | undefined

export function isSitePath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//")
}

function BodyLink({ href = "", children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const external = /^https?:\/\//.test(href)
  return createElement("a", { ...rest, href, ...(external ? { rel: "noopener noreferrer" } : {}) }, children)
}

export async function mdxToHtml(source: string): Promise<string> {
  evaluatePromise ??= importModule("@mdx-js/mdx").then((mdx) => (mdx as { evaluate: Evaluate }).evaluate)
  const evaluate = await evaluatePromise
  const { default: Content } = await evaluate(source, { ...runtime, development: false })
  return renderToStaticMarkup(createElement(Content, { components: { a: BodyLink } }))
}
