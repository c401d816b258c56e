/** POST /api/booking-requests: a booking request from the form (contract: README, "Booking requests and configuration"). */
import { gatsbyFunctionConfig, gatsbyHandler } from "../server/gatsby"

export const config = gatsbyFunctionConfig

export default gatsbyHandler("booking-requests")
