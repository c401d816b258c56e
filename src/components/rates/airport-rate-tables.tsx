import styled from "@emotion/styled"
import { Link } from "gatsby"
import { flatFare } from "../../booking/rates"
import { routes } from "../../lib/routes"
import { FareTable, townFares, type FareRow } from "./fare-table"

const Tables = styled.div`
  display: grid;
  gap: 2rem;
  align-items: start;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1fr 1fr;
  }
`

interface Props {
  rates: Queries.AirportFaresFragment
  vehicles: readonly { slug: string; name: string }[]
  /** The states in the order the service areas list them. */
  states: readonly { code: string; name: string }[]
  /** Towns with a page of their own, to link from their row. */
  townPages: readonly { name: string; state: string; slug: string }[]
}

/** /rates' tables: for each airport, a row per town served (grouped by state) and a column per vehicle. */
export function AirportRateTables({ rates, vehicles, states, townPages }: Props) {
  const stateIndex = (code: string) => states.findIndex((s) => s.code === code)
  const entries = [...rates.airportFares].sort((a, b) => stateIndex(a.state) - stateIndex(b.state) || a.town.localeCompare(b.town))
  const rowsFor = (airport: string): FareRow[] =>
    entries.map((entry, i) => {
      const page = townPages.find((t) => t.name === entry.town && t.state === entry.state)
      return {
        key: `${entry.town}, ${entry.state}`,
        group: i === 0 || entries[i - 1].state !== entry.state ? states[stateIndex(entry.state)]?.name : undefined,
        // The state is the group's heading; the town's name alone keeps the row on one line on a phone.
        header: page ? <Link to={routes.town(page.slug)}>{entry.town}</Link> : entry.town,
        amounts: vehicles.map((v) => flatFare(townFares(entry), airport, v.slug)),
      }
    })
  return (
    <Tables>
      {rates.airports.map((airport) => (
        <FareTable
          key={airport.code}
          label={`Flat rates for ${airport.name}`}
          caption={`${airport.name} (${airport.code})`}
          corner="From or to"
          columns={vehicles.map((v) => v.name)}
          rows={rowsFor(airport.code)}
        />
      ))}
    </Tables>
  )
}
