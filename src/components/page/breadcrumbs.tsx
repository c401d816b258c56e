import styled from "@emotion/styled"
import { Link } from "gatsby"
import type { Crumb } from "../../lib/json-ld"

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.5rem;
  list-style: none;
  margin: 0 0 1.25rem;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inverseMuted};
  li + li::before {
    content: "/";
    margin-right: 0.5rem;
    opacity: 0.6;
  }
  a {
    color: inherit;
  }
`

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <List>
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </List>
    </nav>
  )
}
