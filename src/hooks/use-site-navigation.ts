import { graphql, useStaticQuery } from "gatsby"
import { routes } from "../lib/routes"

export interface NavLink {
  label: string
  path: string
}

export interface SiteNavigation {
  services: NavLink[]
  businessSolutions: NavLink[]
  towns: NavLink[]
}

/** The generated pages every menu lists, in the editors' order. */
export function useSiteNavigation(): SiteNavigation {
  const data = useStaticQuery<Queries.SiteNavigationQuery>(graphql`
    query SiteNavigation {
      allService(sort: { order: ASC }) {
        nodes {
          title
          path
          slug
          businessSolution
        }
      }
      allBusinessSolution(sort: { order: ASC }) {
        nodes {
          title
          path
        }
      }
      allTown(sort: { order: ASC }) {
        nodes {
          name
          state
          path
        }
      }
    }
  `)
  return {
    services: data.allService.nodes.map((s) => ({ label: s.title, path: s.path })),
    businessSolutions: [
      ...data.allBusinessSolution.nodes.map((b) => ({ label: b.title, path: b.path })),
      ...data.allService.nodes.filter((s) => s.businessSolution).map((s) => ({ label: s.title, path: routes.businessSolution(s.slug) })),
    ],
    towns: data.allTown.nodes.map((t) => ({ label: `${t.name}, ${t.state}`, path: t.path })),
  }
}
