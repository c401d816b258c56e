import { CardList, MediaCard, type MediaCardProps } from "./cards"
import { VehicleCard, type VehicleCardData } from "./vehicle-card"

/** A grid of linked cards (related posts, other solutions). */
export function MediaCardGrid({ cards }: { cards: readonly MediaCardProps[] }) {
  return (
    <CardList>
      {cards.map((card) => (
        <MediaCard key={card.to} {...card} />
      ))}
    </CardList>
  )
}

/** Every vehicle class in full, as /fleet lists them. */
export function VehicleGrid({ vehicles }: { vehicles: readonly VehicleCardData[] }) {
  return (
    <CardList min="320px">
      {vehicles.map((vehicle) => (
        <VehicleCard key={vehicle.slug} vehicle={vehicle} full headingLevel={3} />
      ))}
    </CardList>
  )
}
