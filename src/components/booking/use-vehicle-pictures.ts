import { graphql, useStaticQuery } from "gatsby"

/** A small picture of each vehicle for the booking form's vehicle cards, by fleet slug. */
export type VehiclePictures = Readonly<Record<string, string>>

/**
 * Queried here, in code every page has, and handed to the booking form: Gatsby cannot fetch a
 * static query's result for a component loaded later on demand, as the booking form is.
 */
export function useVehiclePictures(): VehiclePictures {
  const data = useStaticQuery<Queries.BookingVehiclePicturesQuery>(graphql`
    query BookingVehiclePictures {
      allVehicle {
        nodes {
          slug
          image {
            childImageSharp {
              resize(width: 240, height: 150, cropFocus: CENTER, toFormat: WEBP, quality: 70) {
                src
              }
            }
          }
        }
      }
    }
  `)
  return Object.fromEntries(
    data.allVehicle.nodes.flatMap((node) =>
      node.image.childImageSharp?.resize?.src ? [[node.slug, node.image.childImageSharp.resize.src]] : [],
    ),
  )
}
