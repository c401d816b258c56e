/** The Head of a page reached only through a private link (UNLISTED_PATHS): its title and description, never indexed. */
import type { HeadProps } from "gatsby"
import { Seo } from "./seo"

export const unlistedHead = (title: string, description: string) =>
  function Head({ location }: HeadProps) {
    return <Seo title={title} description={description} path={location.pathname} robots="noindex, nofollow" />
  }
