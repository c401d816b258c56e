/** The emails of a record, by its kind: the same for the first delivery and every redelivery. */
import type { ContactMessage } from "../../forms/contact-schema"
import type { Subscription } from "../../forms/subscription-schema"
import type { BookingLinks } from "../booking-loop/links"
import type { RecordKind } from "../records/store"
import type { BookingRecord } from "../../booking-loop/model"
import { bookingEmails, contactEmails, subscriptionEmails, type OutgoingMail } from "./emails"

/** The booking loop's links of a booking, when the loop can open them (there is a record store). */
/** A booking's links, at its link version (0 for a new request). */
export type LinksFor = (reference: string, booking: BookingRecord, version: number) => BookingLinks

/** `data` is what the endpoint of that kind validated and recorded. */
export function composeMails(kind: RecordKind, data: unknown, reference: string, receivedAt: Date, linksFor?: LinksFor): OutgoingMail[] {
  switch (kind) {
    case "booking":
      return bookingEmails(data as BookingRecord, reference, receivedAt, linksFor?.(reference, data as BookingRecord, 0))
    case "contact":
      return contactEmails(data as ContactMessage, reference, receivedAt)
    case "subscription":
      return subscriptionEmails(data as Subscription, reference, receivedAt)
  }
}
