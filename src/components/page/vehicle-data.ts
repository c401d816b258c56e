import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"

/**
 * A vehicle as every card of it reads it (the home page's carousel, a service page's vehicles and
 * /fleet): the fields of the VehicleCard fragment, the picture at the size its page asks for, and on
 * /fleet its description and features. The one type for every vehicle card.
 */
export type VehicleCardData = Queries.VehicleCardFragment & {
  readonly description?: string | null
  readonly features?: readonly string[] | null
  readonly image: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null
}

/**
 * The vehicle fields a card shows, queried once: each of the three queries spreads
 * `...VehicleCard` and asks for the picture at its own size (a fragment takes no arguments).
 */
export const vehicleCardFragment = graphql`
  fragment VehicleCard on Vehicle {
    slug
    name
    passengers
    luggage
    amenities
    price
    rating
    popular
    imageAlt
  }
`
