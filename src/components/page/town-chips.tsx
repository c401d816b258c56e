import { Link } from "gatsby"
import { ChipList } from "./section"
import { PageIcon } from "../ui/page-icon"

export interface TownLink {
  path: string
  name: string
  state: string
}

/** Towns as a row of chips, each linking to its town page; `labelledBy` names the heading that introduces them. */
export function TownChips({ towns, labelledBy }: { towns: readonly TownLink[]; labelledBy?: string }) {
  return (
    <ChipList aria-labelledby={labelledBy}>
      {towns.map((town) => (
        <li key={town.path}>
          <Link to={town.path}>
            <PageIcon name="map-pin" size={16} />
            {town.name}, {town.state}
          </Link>
        </li>
      ))}
    </ChipList>
  )
}
