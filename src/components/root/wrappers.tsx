import type { ReactElement } from "react"
import { RootProvider } from "./root-provider"
import { Layout } from "../layout/layout"

/** Shared by gatsby-browser and gatsby-ssr so server HTML and the browser app are built alike. */
export const wrapRootElement = ({ element }: { element: ReactElement }) => <RootProvider>{element}</RootProvider>

export const wrapPageElement = ({ element, props }: { element: ReactElement; props: { location: { pathname: string } } }) => (
  <Layout path={props.location.pathname}>{element}</Layout>
)
