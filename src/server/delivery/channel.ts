import type { OutgoingMail } from "./emails"
import type { ChannelReport, RecordKind } from "../records/store"
import type { BookingState, LifecycleEvent } from "../../booking-loop/model"

/** One request on its way out: what it is, and the emails made for it. */
export interface DeliveryJob {
  kind: RecordKind
  reference: string
  receivedAt: Date
  data: unknown
  /** A later change of a booking (the booking loop), not the request itself: the webhook names the new state. */
  change?: { state: BookingState; event: LifecycleEvent; history: LifecycleEvent[] }
  /** The emails, made on first call only: without SMTP nobody needs them. */
  mails(): OutgoingMail[]
}

/** A way to hand a request to the business. It reports failures instead of throwing them. */
export interface Channel {
  name: "smtp" | "webhook"
  deliver(job: DeliveryJob): Promise<ChannelReport>
}
