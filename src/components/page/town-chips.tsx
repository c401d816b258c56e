import { Link } from "gatsby"
import MapPin from "lucide-react/icons/map-pin"
import { ChipList } from "./section"

export interface TownLink {
  path: string
  name: string
  state: string
}

/** The towns we serve as a row of chips, each linking to its town page. */
export function TownChips({ towns }: { towns: readonly TownLink[] }) {
  return (
    <ChipList>
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
