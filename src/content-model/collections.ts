/**
 * The content model: every kind of content file, its fields and what each field means.
 * Editors' guide: content/README.md. Adding a field: describe it here, then query it.
 */
import type { Collection, CollectionName, Fields } from "./fields"
import { FARE_BASES } from "../booking/fare-basis"
import { PASSENGERS_MAX } from "../config/constants"

/** The home sections whose label, heading and link text come from `home.sections` of data/business.json. */
export const HOME_SECTION_IDS = ["highlights", "about", "services", "fleet", "testimonials", "cta", "areas", "faq"] as const
export type HomeSectionId = (typeof HOME_SECTION_IDS)[number]

/** The business facts a figure beside Our Story (`home.stats`) can show: `foundedYear` or one of `figures`. */
export const HOME_STAT_FIGURES = ["foundedYear", "clients", "rating", "reviews", "onTime", "reliability", "availability"] as const
export type HomeStatFigure = (typeof HOME_STAT_FIGURES)[number]

const text = (description: string, extra: { optional?: boolean; max?: number } = {}) => ({ type: "string", description, ...extra }) as const
const list = (description: string, min = 1) => ({ type: "strings", description, min }) as const
const image = {
  type: "image",
  description: "Picture file, relative to this content file; processed into responsive WebP and JPEG.",
} as const
const imageAlt = text("Text alternative describing the picture for people who cannot see it.", { max: 200 })
const order = { type: "number", integer: true, min: 0, description: "Position in lists, smallest first." } as const
const slug = { type: "slug", description: "URL segment of the page; lower-case words joined by hyphens, equal to the file name." } as const
const icon = { type: "icon", description: "Name of an icon from the site's icon set (src/components/ui/icon-names.ts)." } as const
const seoDescription = text("One or two sentences; the card text and the page's search description.", { max: 160 })

const badgeFields: Fields = {
  id: text("Short identifier of the badge."),
  name: text("Full name of the organisation."),
  label: text("Text shown on the floating badge."),
  grade: text("Rating given by the organisation, e.g. A+.", { optional: true }),
  since: { type: "number", integer: true, optional: true, description: "Year membership began." },
  summary: text("One sentence shown under the badge title."),
  details: text("What the badge means for a client; shown in the badge dialog."),
  url: text("External profile or association page."),
  linkText: text("Text of the external link."),
}

export const collections: Collection[] = [
  {
    source: "json",
    file: "data/business.json",
    shape: "object",
    typeName: "Business",
    key: "name",
    description: "The one source of business facts: contact details, hours, figures, badges and search defaults.",
    fields: {
      name: text("Registered trading name."),
      shortName: text("Short name used in titles."),
      tagline: text("One-line promise."),
      description: text("Two-sentence description used in structured data."),
      foundedYear: { type: "number", integer: true, min: 1900, max: 2100, description: "Year the company was founded." },
      url: text("Canonical origin of the website, without a trailing slash.", { max: 100 }),
      email: text("Public email address for reservations and questions."),
      phones: {
        type: "object",
        many: true,
        typeName: "BusinessPhone",
        description: "Public phone numbers, most important first.",
        fields: {
          label: text("Which line this is, e.g. Massachusetts."),
          display: text("The number as people read it."),
          tel: {
            type: "string",
            pattern: /^\+1\d{10}$/,
            hint: "+1 and ten digits, e.g. +19785550186",
            description: "The number in E.164 form for tel: links.",
          },
        },
      },
      address: {
        type: "object",
        typeName: "BusinessAddress",
        description: "Postal address parts published in structured data.",
        fields: {
          locality: text("Town or city."),
          region: text("State code."),
          country: text("Country code."),
        },
      },
      geo: {
        type: "object",
        typeName: "BusinessGeo",
        description: "Coordinates of the base.",
        fields: {
          latitude: { type: "number", min: -90, max: 90, description: "Latitude in degrees." },
          longitude: { type: "number", min: -180, max: 180, description: "Longitude in degrees." },
        },
      },
      areaServed: list("States served."),
      hours: {
        type: "object",
        typeName: "BusinessHours",
        description: "Opening hours, the same every day.",
        fields: {
          label: text("Hours as shown to visitors."),
          opens: { type: "string", pattern: /^\d\d:\d\d$/, hint: "HH:MM", description: "Opening time, 24-hour clock." },
          closes: { type: "string", pattern: /^\d\d:\d\d$/, hint: "HH:MM", description: "Closing time, 24-hour clock." },
        },
      },
      priceRange: text("Price range in dollar signs."),
      figures: {
        type: "object",
        typeName: "BusinessFigures",
        description: "Marketing figures shown across the site.",
        fields: {
          rating: {
            type: "string",
            pattern: /^([1-4]\.\d|5\.0)$/,
            hint: 'an average out of 5 with one decimal, e.g. "4.9"',
            description: "Average rating out of 5 of the reviews counted in `reviews`, as shown on the pages.",
          },
          ratingLabel: text("Label under the rating."),
          onTime: text("On-time rate."),
          reliability: text("Reliability figure."),
          clients: text("Clients served."),
          reviews: {
            type: "string",
            pattern: /^[1-9]\d{0,2}(,\d{3})*\+?$/,
            hint: 'a whole number of reviews, with + for "at least", e.g. "500+"',
            description: "How many reviews the rating averages, as shown on the pages.",
          },
          availability: text("Availability."),
        },
      },
      badges: {
        type: "object",
        many: true,
        typeName: "BusinessBadge",
        description: "Trust badges shown on every page.",
        fields: badgeFields,
      },
      social: {
        type: "object",
        many: true,
        typeName: "BusinessSocialLink",
        description: "Social and profile links in the footer.",
        fields: { name: text("Network name."), url: text("Profile address.") },
      },
      seo: {
        type: "object",
        typeName: "BusinessSeo",
        description: "Defaults for page metadata.",
        fields: {
          defaultTitle: text("Title of the home page and of pages without their own."),
          titleTemplate: text("Pattern for page titles; %s is the page's own title."),
          defaultDescription: text("Description of pages without their own.", { max: 160 }),
          keywords: list("Default keywords."),
          image: text("Default social preview image path."),
          logo: text("Path of the logo search engines show for the business: a square PNG of at least 112 × 112 pixels."),
          locale: text("Open Graph locale."),
          twitter: text("Twitter/X handle."),
        },
      },
      serviceTypes: list("Service types, published in structured data as the topics the business knows."),
      offerCatalog: {
        type: "object",
        typeName: "BusinessOfferCatalog",
        description: "Offer catalogue published in structured data.",
        fields: {
          name: text("Catalogue name."),
          offers: {
            type: "object",
            many: true,
            typeName: "BusinessOffer",
            description: "Offers in the catalogue.",
            fields: { name: text("Offer name."), description: text("Offer description.") },
          },
        },
      },
      home: {
        type: "object",
        typeName: "BusinessHome",
        description: "Texts of the home page.",
        fields: {
          headline: text("Hero headline."),
          subheadline: text("Hero supporting sentence."),
          ticks: list("Four short feature ticks under the headline.", 4),
          story: {
            type: "object",
            typeName: "BusinessStory",
            description: "The Our Story block (its heading is the `about` entry of `sections`).",
            fields: { paragraphs: list("Paragraphs.") },
          },
          stats: {
            type: "object",
            many: true,
            typeName: "BusinessStat",
            description: "Figures beside Our Story, each one of the business facts, so no figure is written twice.",
            fields: {
              figure: { type: "enum", values: HOME_STAT_FIGURES, description: `Which fact it shows: ${HOME_STAT_FIGURES.join(", ")}.` },
              label: text("What it counts."),
            },
          },
          highlights: {
            type: "object",
            many: true,
            typeName: "BusinessHighlight",
            description: "The three highlight cards.",
            fields: { title: text("Quality."), value: text("Figure."), label: text("Figure label."), text: text("Sentence.") },
          },
          featureBadges: list("Short feature badges."),
          cta: {
            type: "object",
            typeName: "BusinessCallToAction",
            description: "The call-to-action banner (its heading is the `cta` entry of `sections`).",
            fields: { text: text("Sentence.") },
          },
          sections: {
            type: "object",
            many: true,
            typeName: "BusinessSectionIntro",
            description: "The small label, heading and link text of each home section, one entry per section.",
            fields: {
              id: { type: "enum", values: HOME_SECTION_IDS, description: "Which section: " + HOME_SECTION_IDS.join(", ") + "." },
              eyebrow: text("Small capitals label above the heading."),
              title: text("The section's heading."),
              link: text("Text of the section's link to its full page, where it has one.", { optional: true }),
            },
          },
        },
      },
    },
  },
  {
    source: "json",
    file: "data/booking-services.json",
    shape: "list",
    typeName: "BookingService",
    key: "value",
    description: "A service type offered in the booking form.",
    fields: {
      value: {
        type: "enum",
        values: ["airport", "corporate", "wedding", "event", "hourly", "long-distance"],
        description: "Value sent with a booking request.",
      },
      label: text("Option label."),
      icon,
      hint: text("Short line under the option.", { max: 90 }),
      fare: {
        type: "enum",
        values: FARE_BASES,
        description:
          "How the booking form estimates its fare: airport (the flat rate of data/rates.json between a town and an airport), hourly (hours × the vehicle's hourly rate, at least its minimum) or quote (dispatch quotes it).",
      },
    },
  },
  {
    source: "json",
    file: "data/fleet.json",
    shape: "list",
    typeName: "Vehicle",
    key: "slug",
    description: "A vehicle class of the fleet.",
    fields: {
      slug,
      name: text("Vehicle class name."),
      listName: text(
        'How the opening line of /fleet names this class among the others: plural for a class of several cars ("sedans", "SUVs"), with "a" for a single one ("a stretch limousine").',
      ),
      description: text("Two sentences about the vehicle."),
      features: list("Amenities and features."),
      passengers: {
        type: "number",
        integer: true,
        min: 1,
        max: 20,
        description: `Most passengers seated; cards say "Up to" this. It may be more than the booking form's passengers list, which stops at ${PASSENGERS_MAX}: the form then tells a larger party how to book this vehicle.`,
      },
      luggage: { type: "number", integer: true, min: 0, max: 20, description: "Checked-size bags it carries." },
      amenities: text("Amenities class, e.g. Executive."),
      price: { type: "string", pattern: /\S/, hint: 'a short price such as "From $85/hr"', description: "Price text shown as written." },
      rating: { type: "number", min: 1, max: 5, description: "Average client rating out of 5." },
      popular: { type: "boolean", description: "Marked most popular." },
      image,
      imageAlt,
      order,
    },
  },
  {
    source: "json",
    file: "data/testimonials.json",
    shape: "list",
    typeName: "Testimonial",
    key: "id",
    description: "A client's review.",
    fields: {
      id: slug,
      name: text("Client's first name and last initial."),
      title: text("Who the client is, e.g. Bride, Andover MA."),
      rating: { type: "number", integer: true, min: 1, max: 5, description: "Stars out of 5." },
      text: text("The review."),
      service: { type: "ref", to: "Service", description: "The service the client used." },
      image,
      imageAlt,
      date: { type: "date", description: "Date of the review." },
    },
  },
  {
    source: "json",
    file: "data/faq-categories.json",
    shape: "list",
    typeName: "FaqCategory",
    key: "name",
    description: "A group of questions on the FAQ page, in display order.",
    fields: { name: text("Category heading.") },
  },
  {
    source: "json",
    file: "data/faqs.json",
    shape: "list",
    typeName: "Faq",
    key: "id",
    description: "A frequently asked question and its answer.",
    fields: {
      id: slug,
      question: text("The question."),
      answer: text("Plain-text answer."),
      category: { type: "ref", to: "FaqCategory", description: "Category the question is listed under." },
    },
  },
  {
    source: "json",
    file: "data/areas.json",
    shape: "list",
    typeName: "AreaGroup",
    key: "stateCode",
    description: "Service areas grouped by state.",
    fields: {
      state: text("State name."),
      stateCode: { type: "enum", values: ["MA", "NH"], description: "Two-letter state code." },
      icon,
      cities: list("Cities and towns served; cards show four and a '+N more' note."),
      highlights: list("What stands out about service in this state."),
      stats: {
        type: "object",
        many: true,
        typeName: "AreaStat",
        description: "Figures for the state.",
        fields: { label: text("What it counts."), value: text("Figure.") },
      },
      popular: { type: "boolean", description: "Marked most requested." },
    },
  },
  {
    source: "json",
    file: "data/rates.json",
    shape: "object",
    typeName: "Rates",
    key: "note",
    description:
      "Fares: hourly rates and minimums per vehicle, flat one-way airport rates from every town served, and what a fare includes. The booking form's estimate, the server's and the /rates page all read them.",
    fields: {
      hourly: {
        type: "object",
        many: true,
        typeName: "HourlyRate",
        description: "The hourly rate of each vehicle of data/fleet.json; its card on /fleet shows it as its price.",
        fields: {
          vehicle: { type: "ref", to: "Vehicle", description: "The vehicle (its slug in data/fleet.json)." },
          rate: { type: "number", integer: true, min: 1, max: 1000, description: "Dollars per hour." },
          minimumHours: { type: "number", integer: true, min: 1, max: 12, description: "Fewest hours billed for a booking by the hour." },
        },
      },
      serviceSurcharges: {
        type: "object",
        many: true,
        typeName: "ServiceSurcharge",
        description:
          "Services of the booking form billed above the hourly rates: their pages' \"From $…/hr\" prices and the estimate add this much to each vehicle's rate.",
        fields: {
          service: {
            type: "ref",
            to: "BookingService",
            description: "A service type of the booking form priced by the hour (its value in data/booking-services.json).",
          },
          perHour: { type: "number", integer: true, min: 1, max: 500, description: "Dollars added to every vehicle's hourly rate." },
        },
      },
      extraStop: {
        type: "number",
        integer: true,
        min: 0,
        max: 500,
        description: "Dollars added to a flat-rate trip for each stop on the way.",
      },
      airports: {
        type: "object",
        many: true,
        typeName: "Airport",
        description: "Airports with flat rates.",
        fields: {
          code: {
            type: "string",
            pattern: /^[A-Z]{3}$/,
            hint: 'the three-letter airport code in capitals, e.g. "BOS"',
            description: "IATA code.",
          },
          name: text("Full name, e.g. Boston Logan International Airport."),
          shortName: text("Name in tables and the estimate, e.g. Logan."),
          matches: list("Words a visitor may type for this airport (lower case): its code, its nickname, its terminals, its ZIP code."),
        },
      },
      airportFares: {
        type: "object",
        many: true,
        typeName: "TownAirportFares",
        description: "Flat one-way rates between a town served and each airport, one per airport and vehicle.",
        fields: {
          town: text("Town name as listed in data/areas.json."),
          state: { type: "enum", values: ["MA", "NH"], description: "Two-letter state code." },
          zips: list("The town's ZIP codes (five digits), so an address with only a ZIP code is recognised."),
          fares: {
            type: "object",
            many: true,
            typeName: "AirportFare",
            description: "One flat rate: this town and an airport, in one vehicle, either direction.",
            fields: {
              airport: {
                type: "string",
                pattern: /^[A-Z]{3}$/,
                hint: 'the code of one of the airports above, e.g. "BOS"',
                description: "Airport code, one of `airports`.",
              },
              vehicle: { type: "ref", to: "Vehicle", description: "The vehicle (its slug in data/fleet.json)." },
              amount: { type: "number", integer: true, min: 1, max: 5000, description: "Dollars, one way." },
            },
          },
        },
      },
      startingPrices: {
        type: "object",
        many: true,
        typeName: "StartingPrice",
        description:
          "Service pages whose price is a starting figure dispatch quotes from, rather than a flat or hourly rate: the page shows it, /rates lists it and the estimate of a booking made from the page names it.",
        fields: {
          page: { type: "ref", to: "Service", description: "The service page (its slug)." },
          from: { type: "number", integer: true, min: 1, max: 5000, description: "The lowest fare in dollars." },
          per: { type: "enum", values: ["trip", "hour"], description: "Whether the figure is per trip or per hour." },
          label: text('What the figure prices, as a visitor reads it before "start at", e.g. Wedding transfers.'),
        },
      },
      includes: list("What every fare includes, one short sentence each."),
      excludes: list("What a fare does not include (tolls, gratuity, waiting, meet-and-greet), one short sentence each."),
      note: text("One or two sentences under the rate tables: what the flat rates cover and what dispatch quotes instead."),
    },
  },
  {
    source: "json",
    file: "data/meeting-points.json",
    shape: "object",
    typeName: "MeetingPoints",
    key: "address",
    description:
      "Where a customer meets the chauffeur, as the email naming the chauffeur and the booking's page say it: at each airport of data/rates.json (at Logan, by terminal) and at an address.",
    fields: {
      airports: {
        type: "object",
        many: true,
        typeName: "AirportMeetingPoint",
        description: "One entry per airport of data/rates.json: where to meet a chauffeur picking up there.",
        fields: {
          airport: {
            type: "string",
            pattern: /^[A-Z]{3}$/,
            hint: 'the code of an airport of data/rates.json, e.g. "BOS"',
            description: "Airport code, one of the airports of data/rates.json.",
          },
          point: text(
            "Where to meet when the pickup names no terminal of this airport: one to three sentences to the customer, agreeing with the meet-and-greet FAQ.",
          ),
          terminals: {
            type: "object",
            many: true,
            optional: true,
            typeName: "TerminalMeetingPoint",
            description:
              "Where to meet at each terminal, used when the pickup address names it; leave out for an airport with one terminal.",
            fields: {
              name: text(
                "The terminal as a visitor types it in the pickup address, e.g. Terminal B; data/rates.json lists it, in lower case, among the airport's matches.",
              ),
              point: text("Where to meet at this terminal: one to three sentences to the customer."),
            },
          },
        },
      },
      address: text("Where to meet for a pickup at an address (a home, an office, a hotel): one to three sentences to the customer."),
    },
  },
  {
    source: "mdx",
    dir: "content/services",
    typeName: "Service",
    key: "slug",
    description: "A chauffeured service with its own page under /services.",
    fields: {
      slug,
      title: text("Service name and page heading."),
      description: seoDescription,
      price: { type: "string", pattern: /\S/, hint: 'a short price such as "From $120"', description: "Price text shown as written." },
      features: list("What is included, four to six short items.", 3),
      image,
      imageAlt,
      icon,
      popular: { type: "boolean", description: "Marked popular on cards." },
      featured: { type: "boolean", description: "Shown in the home page carousel." },
      order,
      bookingType: { type: "ref", to: "BookingService", description: "Service type preselected in the booking form." },
      vehicles: { type: "ref", to: "Vehicle", many: true, description: "Vehicles suited to the service." },
      faqs: { type: "ref", to: "Faq", many: true, description: "Questions shown on the page." },
      audience: text("Who the service is for."),
      businessSolution: {
        type: "boolean",
        optional: true,
        description: "Also listed under Business Solutions (same page, canonical here).",
      },
    },
  },
  {
    source: "mdx",
    dir: "content/business-solutions",
    typeName: "BusinessSolution",
    key: "slug",
    description: "A solution for companies with its own page under /business-solutions.",
    fields: {
      slug,
      title: text("Page heading."),
      description: seoDescription,
      features: list("What a company gets.", 3),
      image,
      imageAlt,
      icon,
      order,
    },
  },
  {
    source: "mdx",
    dir: "content/towns",
    typeName: "Town",
    key: "slug",
    description: "A town served, with its own page under /service-areas.",
    fields: {
      slug,
      name: text("Town name."),
      state: { type: "enum", values: ["MA", "NH"], description: "Two-letter state code." },
      title: text("Page heading."),
      description: seoDescription,
      image,
      imageAlt,
      county: text("County."),
      loganMiles: { type: "number", min: 0, max: 200, description: "Typical road miles to Boston Logan." },
      loganMinutes: { type: "number", integer: true, min: 0, max: 300, description: "Typical off-peak minutes to Boston Logan." },
      manchesterMiles: { type: "number", min: 0, max: 200, description: "Typical road miles to Manchester-Boston Regional Airport." },
      manchesterMinutes: {
        type: "number",
        integer: true,
        min: 0,
        max: 300,
        description: "Typical off-peak minutes to Manchester-Boston Regional Airport.",
      },
      landmarks: list("Local places and venues."),
      neighbors: { type: "ref", to: "Town", many: true, description: "Neighbouring towns served." },
      order,
    },
  },
  {
    source: "mdx",
    dir: "content/blog",
    typeName: "BlogPost",
    key: "slug",
    description: "A blog post under /blogs.",
    fields: {
      slug,
      title: text("Post title."),
      date: { type: "date", description: "Publication date." },
      description: seoDescription,
      image,
      imageAlt,
      author: text("Author's name and role."),
      tags: list("Topics, lower-case."),
    },
  },
  {
    source: "mdx",
    dir: "content/pages",
    typeName: "ContentPage",
    key: "slug",
    description: "A standalone page with prose: about, privacy, terms.",
    fields: {
      slug,
      title: text("Page heading."),
      description: seoDescription,
      updated: { type: "date", description: "Date of the last substantive change." },
    },
  },
]

export function collectionByName(name: CollectionName): Collection {
  const found = collections.find((c) => c.typeName === name)
  if (!found) throw new Error(`No content collection named ${name}`)
  return found
}
