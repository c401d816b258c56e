import type { ChangedRow } from "../../booking-loop/view"

/** Each value a change touches, before and after: "Passengers: 2 → 5". */
export function ChangedList({ rows }: { rows: readonly ChangedRow[] }) {
  return (
    <ul css={{ margin: 0, paddingLeft: "1.25rem" }}>
      {rows.map((row) => (
        <li key={row.label}>
          <strong>{row.label}:</strong> {row.from} → {row.to}
        </li>
      ))}
    </ul>
  )
}
