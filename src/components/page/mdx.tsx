import type { AnchorHTMLAttributes, ReactNode } from "react"
import { Link } from "gatsby"
import { MDXProvider } from "@mdx-js/react"
import { Prose, ProseText } from "./section"

/** Links inside MDX: site paths go through Gatsby's Link (prefetching), others open as plain links. */
function MdxLink({ href = "", children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return <Link to={href}>{children}</Link>
  }
  const external = /^https?:\/\//.test(href)
  return (
    <a href={href} {...(external ? { rel: "noopener noreferrer" } : {})} {...rest}>
      {children}
    </a>
  )
}

const components = { a: MdxLink }

/** The body of an MDX page, styled for reading, with the site's link handling; `bare` when it sits in a column. */
export function MdxBody({ children, className, bare = false }: { children: ReactNode; className?: string; bare?: boolean }) {
  const Wrapper = bare ? ProseText : Prose
  return (
    <MDXProvider components={components}>
      <Wrapper className={className}>{children}</Wrapper>
    </MDXProvider>
  )
}
