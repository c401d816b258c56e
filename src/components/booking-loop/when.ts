/** A moment as the /booking page writes it, in Boston's time whatever the reader's zone: "Thu, Dec 10, 6:30 AM EST". */
import { BUSINESS_TIME_ZONE } from "../../config/constants"

export const WHEN = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
})
