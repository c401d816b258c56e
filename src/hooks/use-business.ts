import { graphql, useStaticQuery } from "gatsby"

/** One of the business's phone numbers as a page shows it: the number as read, and as a tel: link. */
export interface Phone {
  display: string
  tel: string
}

/** The business facts (data/business.json) every page shows: contact, figures, badges, links, search defaults. */
export function useBusiness(): Queries.BusinessFactsFragment {
  const data = useStaticQuery<Queries.UseBusinessQuery>(graphql`
    query UseBusiness {
      business {
        ...BusinessFacts
      }
    }
  `)
  if (!data.business) throw new Error("data/business.json is missing from the data layer")
  return data.business
}

export const query = graphql`
  fragment BusinessFacts on Business {
    name
    shortName
    tagline
    description
    foundedYear
    url
    email
    phones {
      label
      display
      tel
    }
    address {
      locality
      region
      country
    }
    geo {
      latitude
      longitude
    }
    areaServed
    hours {
      label
      opens
      closes
    }
    priceRange
    figures {
      rating
      ratingLabel
      onTime
      reliability
      clients
      reviews
      availability
    }
    badges {
      id
      name
      label
      grade
      since
      summary
      details
      url
      linkText
    }
    social {
      name
      url
    }
    seo {
      defaultTitle
      titleTemplate
      defaultDescription
      keywords
      image
      logo
      locale
      twitter
    }
    serviceTypes
    jsonLd
    offerCatalog {
      name
      offers {
        name
        description
      }
    }
  }
`
