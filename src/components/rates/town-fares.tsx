import { Link } from "gatsby"
import { flatFare } from "../../booking/rates"
import { routes } from "../../lib/routes"
import { FareTable, townFares } from "./fare-table"

interface Props {
  /** "Andover, MA" */
  place: string
  town: string
  airports: Queries.AirportFaresFragment["airports"]
  entry: Queries.AirportFaresFragment["airportFares"][number]
  vehicles: readonly { slug: string; name: string }[]
}

/** A town page's flat airport rates: a row per airport, a column per vehicle, and the way to all rates. */
export function TownFares({ place, town, airports, entry, vehicles }: Props) {
  const fares = townFares(entry)
  return (
    <div css={{ marginTop: "2rem" }}>
      <FareTable
        label={`Flat airport rates from ${place}`}
        caption={`Flat rates from ${town}, one way`}
        corner="Airport"
        columns={vehicles.map((v) => v.name)}
        rows={airports.map((airport) => ({
          key: airport.code,
          header: `${airport.shortName} (${airport.code})`,
          amounts: vehicles.map((v) => flatFare(fares, airport.code, v.slug)),
        }))}
      />
      <p css={{ marginTop: "0.75rem", fontSize: "0.9375rem" }}>
        The whole party and its bags, either direction; tolls and gratuity are extra.{" "}
        <Link to={routes.rates}>All our rates and what they include</Link>.
      </p>
    </div>
  )
}
