/**
 * Dispatch's quote form says what the request's quote is: one the customer has, to revise, or one whose
 * time ran out (still on dispatch's page until the sweep records it expired), to replace with a new one.
 * The pages over the real server are tested in tests/browser/quotes.test.ts.
 */
import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { DispatchDecisions } from "../decision-forms"
import { renderWithProviders } from "../../../test-utils/render"
import type { BookingView, QuoteView } from "../../../booking-loop/view"
import { bookingView } from "../../../test-utils/booking-view"
import { GRATUITY_MESSAGES } from "../../../booking-loop/gratuity"

const quote = (expired: boolean): QuoteView => ({
  fare: 310,
  includes: "Tolls and the Logan airport fee",
  expiresAt: "2026-12-10T11:30:00.000Z",
  step: 1,
  expired,
  policyOnAccept: { kind: "full-refund", sentence: "Free cancellation until 24 hours before pickup.", fee: 0 },
})

const dispatchView = (quoteShown: QuoteView | null): BookingView =>
  bookingView({
    reference: "MP-QUO1-0001",
    role: "dispatch",
    state: quoteShown ? "quoted" : "requested",
    revision: quoteShown ? 2 : 1,
    history: [{ title: "Requested by the customer", state: "requested", at: "2026-12-09T14:00:00.000Z", by: "customer" }],
    actions: ["quote", "decline"],
    fare: null,
    quote: quoteShown,
  })

const render = (view: BookingView, onAct = jest.fn()) => renderWithProviders(<DispatchDecisions booking={view} onAct={onAct} />)

test("a quote the customer has is revised, and the form says until when it holds", () => {
  render(dispatchView(quote(false)))
  expect(screen.getByRole("heading", { name: "Revise the quote" })).toBeInTheDocument()
  expect(
    screen.getByText("The customer has your quote of $310, holding until Thu, Dec 10, 6:30 AM EST. A revised one replaces it."),
  ).toBeInTheDocument()
  expect(screen.getByRole("button", { name: "Send revised quote" })).toBeInTheDocument()
})

test("a quote past its time is not said to hold: the form says when it expired and offers a new one", () => {
  render(dispatchView(quote(true)))
  expect(screen.getByRole("heading", { name: "Send a new quote" })).toBeInTheDocument()
  expect(
    screen.getByText("Your quote of $310 expired on Thu, Dec 10, 6:30 AM EST before the customer accepted it. A new one replaces it."),
  ).toBeInTheDocument()
  expect(screen.queryByText(/holding until/)).not.toBeInTheDocument()
  expect(screen.getByRole("button", { name: "Send new quote" })).toBeInTheDocument()
  // The fare and what it includes start from the expired quote, to send again as they were or changed.
  expect(screen.getByLabelText("Fare in dollars")).toHaveValue("310")
})

test("a request with no quote and no single estimate is priced here", () => {
  render(dispatchView(null))
  expect(screen.getByRole("heading", { name: "Send a quote" })).toBeInTheDocument()
  expect(screen.getByText(/^The estimate could not settle this trip at one figure\./)).toBeInTheDocument()
  expect(screen.getByRole("button", { name: "Send quote" })).toBeInTheDocument()
})

test("the server's refusal of a gratuity in what the fare includes and in the note is shown beside each field, and nothing typed is lost", async () => {
  const onAct = jest.fn().mockResolvedValue({ includes: GRATUITY_MESSAGES.added.includes, note: GRATUITY_MESSAGES.added.note })
  render(dispatchView(null), onAct)
  await userEvent.type(screen.getByLabelText("Fare in dollars"), "310")
  await userEvent.type(screen.getByLabelText("What the fare includes"), "Tolls and gratuity")
  await userEvent.type(screen.getByLabelText(/^Note with the quote/), "A 20% gratuity is included.")
  await userEvent.click(screen.getByRole("button", { name: "Send quote" }))

  expect(onAct).toHaveBeenCalledWith(
    "quote",
    expect.objectContaining({ includes: "Tolls and gratuity", note: "A 20% gratuity is included." }),
  )
  const includes = screen.getByLabelText("What the fare includes")
  await waitFor(() => expect(includes).toHaveAccessibleDescription(expect.stringContaining(GRATUITY_MESSAGES.added.includes)))
  expect(includes).toHaveAttribute("aria-invalid", "true")
  expect(includes).toHaveValue("Tolls and gratuity")
  const note = screen.getByLabelText(/^Note with the quote/)
  expect(note).toHaveAccessibleDescription(expect.stringContaining(GRATUITY_MESSAGES.added.note))
  expect(note).toHaveValue("A 20% gratuity is included.")
  expect(screen.getByLabelText("Fare in dollars")).toHaveValue("310")
  expect(screen.getByRole("button", { name: "Send quote" })).toBeEnabled()
})
