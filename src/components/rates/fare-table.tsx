import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { dollars } from "../../booking/rates"

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    padding: 0.9rem 1rem 0.6rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  th,
  td {
    padding: 0.55rem 0.5rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  ${({ theme }) => theme.mq.sm} {
    th,
    td {
      padding: 0.55rem 0.75rem;
    }
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: right;
    vertical-align: bottom;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  thead th:first-of-type,
  tbody th {
    text-align: left;
  }
  tbody th {
    font-weight: 500;
  }
  td {
    text-align: right;
    font-weight: 600;
    white-space: nowrap;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  .group th {
    background: ${({ theme }) => theme.colors.background};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accentStrong};
    font-weight: 600;
  }
`

export interface FareRow {
  key: string
  /** The row's heading: a town (with its link) or an airport. */
  header: ReactNode
  /** One amount per column, in dollars; null where there is none. */
  amounts: readonly (number | null)[]
  /** A row that starts a group (e.g. a state) shows its heading above it. */
  group?: string
}

interface Props {
  caption: ReactNode
  /** The heading over the row headings, e.g. "Town". */
  corner: string
  /** Column headings: the vehicles. */
  columns: readonly string[]
  rows: readonly FareRow[]
  /** Names the scrolling region for keyboard and screen-reader users. */
  label: string
}

/** Consecutive rows under the same group heading; rows before any heading form a group without one. */
function groups(rows: readonly FareRow[]): { name?: string; rows: FareRow[] }[] {
  const found: { name?: string; rows: FareRow[] }[] = []
  for (const row of rows) {
    if (row.group || found.length === 0) found.push({ name: row.group, rows: [] })
    found[found.length - 1].rows.push(row)
  }
  return found
}

/** A table of fares: a row per town or airport, a column per vehicle, readable cell by cell. */
export function FareTable({ caption, corner, columns, rows, label }: Props) {
  return (
    // A focusable, named region: on a narrow screen the table may scroll sideways inside it.
    <Scroller role="region" aria-label={label} tabIndex={0}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{corner}</th>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {groups(rows).map((group) => (
          <tbody key={group.rows[0]?.key}>
            {group.name && (
              <tr className="group">
                <th scope="rowgroup" colSpan={columns.length + 1}>
                  {group.name}
                </th>
              </tr>
            )}
            {group.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.header}</th>
                {row.amounts.map((amount, i) => (
                  <td key={columns[i]}>{amount === null ? "Call" : dollars(amount)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </Table>
    </Scroller>
  )
}

/** A town's fares as queried (each vehicle a linked node), in the shape flatFare reads (each vehicle its slug). */
export function townFares(entry: Queries.AirportFaresFragment["airportFares"][number]) {
  return { fares: entry.fares.map((fare) => ({ airport: fare.airport, vehicle: fare.vehicle.slug, amount: fare.amount })) }
}

export const query = graphql`
  fragment AirportFares on Rates {
    airports {
      code
      name
      shortName
    }
    airportFares {
      town
      state
      fares {
        airport
        vehicle {
          slug
        }
        amount
      }
    }
  }
`
