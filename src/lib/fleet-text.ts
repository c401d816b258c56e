/** "a", "a and b", "a, b and c": a list as the site's sentences write it. */
export function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`
}

/**
 * The opening line of /fleet (also its search description), naming the fleet's classes as
 * data/fleet.json names each in a list (`listName`), in the fleet's order: a vehicle added there is
 * named here with no page to edit.
 */
export function fleetLead(vehicles: readonly { readonly listName: string }[]): string {
  return `Late-model ${andList(vehicles.map((v) => v.listName))}, detailed before every ride and driven by professional chauffeurs.`
}
