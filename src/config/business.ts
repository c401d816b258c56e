/** The business facts answers, emails and the booking loop's words name, from the one source of truth (data/business.json). */
import business from "../../data/business.json"

export interface BusinessPhone {
  label: string
  display: string
  tel: string
}

export const BUSINESS_NAME: string = business.name
export const BUSINESS_EMAIL: string = business.email
export const BUSINESS_URL: string = business.url
export const BUSINESS_HOURS: string = business.hours.label
export const BUSINESS_PHONES: readonly BusinessPhone[] = business.phones
/** The domain of the site, for calendar UIDs: "merrimackpremierlimo.com". */
export const BUSINESS_DOMAIN: string = new URL(business.url).hostname.replace(/^www\./, "")

export const MAIN_PHONE: BusinessPhone = business.phones[0]

/** "(978) 555-0186 (Massachusetts) or (603) 555-0142 (New Hampshire)" */
export const PHONE_LIST: string = business.phones.map((p) => `${p.display} (${p.label})`).join(" or ")

export const UNAVAILABLE_MESSAGE = `We could not record your request just now. Please call us at ${MAIN_PHONE.display}.`
export const INTERNAL_ERROR_MESSAGE = `Something went wrong on our side. Please try again or call us at ${MAIN_PHONE.display}.`
