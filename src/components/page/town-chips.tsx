import { Link } from "gatsby"
import MapPin from "lucide-react/icons/map-pin"
import { ChipList } from "./section"

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
            <MapPin size={16} aria-hidden="true" />
            {town.name}, {town.state}
          </Link>
        </li>
      ))}
    </ChipList>
  )
}
