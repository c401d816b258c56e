import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import BookingDialog from "../booking-dialog"
import { ToastViewport } from "../../toast/toast-viewport"
import { answerWith, renderWithProviders } from "../../../test-utils/render"
import { CONFIRMATION_VISIBLE_MS, MIN_FILL_MS } from "../../../config/constants"
import { TIME_SLOTS } from "../../../booking/time-slots"

/** The whole form filled and sent in jsdom takes about 15 s on a 2-core machine, and twice that beside the other suites. */
const SLOW_FORM_MS = 60_000

const phone = { display: "(978) 555-0186", tel: "+19785550186" }

/** Fills every required field but the service type, with the last day the calendar offers. */
async function fillRequest(
  user: ReturnType<typeof userEvent.setup>,
  v: { pickup: string; dropoff: string; time: string; first: string; last: string; email: string; phone: string },
) {
  await user.type(screen.getByLabelText("Pickup location"), v.pickup)
  await user.type(screen.getByLabelText("Dropoff location"), v.dropoff)
  await user.click(screen.getByRole("button", { name: /^Date/ }))
  const days = screen.getByRole("dialog", { name: "Choose a date" }).querySelectorAll("td button:not([disabled])")
  await user.click(days[days.length - 1] as HTMLElement)
  await user.selectOptions(screen.getByLabelText("Pickup time"), v.time)
  await user.type(screen.getByLabelText("First name"), v.first)
  await user.type(screen.getByLabelText("Last name"), v.last)
  await user.type(screen.getByLabelText("Email"), v.email)
  await user.type(screen.getByLabelText("Phone"), v.phone)
}

afterEach(() => {
  jest.useRealTimers()
  delete (global as { fetch?: unknown }).fetch
})

test(
  "a confirmed request shows 'Booking Confirmed!' with the reference, then after 3 s closes, resets and leaves a toast",
  async () => {
    global.fetch = answerWith(201, { reference: "MP-7KQ4-XZ9B" })
    const onClose = jest.fn()
    const user = userEvent.setup({ delay: null })
    renderWithProviders(
      <>
        <BookingDialog isOpen preset={{ serviceType: "corporate" }} phone={phone} pictures={{}} onClose={onClose} />
        <ToastViewport />
      </>,
    )
    expect(screen.getByRole("dialog", { name: "Book your ride" })).toBeInTheDocument()
    await fillRequest(user, {
      pickup: "1 Federal St, Boston",
      dropoff: "Kendall Square",
      time: TIME_SLOTS[20],
      first: "Alan",
      last: "Turing",
      email: "alan@example.com",
      phone: "6035550100",
    })

    jest.useFakeTimers({ now: Date.now() + MIN_FILL_MS + 1000 })
    fireEvent.click(screen.getByRole("button", { name: "Request Booking" }))
    await waitFor(() => expect(screen.getByRole("heading", { name: "Booking Confirmed!" })).toBeInTheDocument())
    expect(screen.getByText("MP-7KQ4-XZ9B")).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: "Booking Confirmed!" })).toHaveFocus()
    expect(onClose).not.toHaveBeenCalled()

    act(() => jest.advanceTimersByTime(CONFIRMATION_VISIBLE_MS - 100))
    expect(onClose).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(100))
    expect(onClose).toHaveBeenCalledTimes(1)
    // The dialog stays mounted here (onClose is a stand-in), so the page behind it is aria-hidden.
    expect(screen.getByTestId("toast")).toHaveTextContent("Your reference is MP-7KQ4-XZ9B")
    // The form is back, empty, with the preset kept.
    expect(screen.getByLabelText("First name")).toHaveValue("")
    expect(screen.getByRole("radio", { name: /Corporate Transportation/ })).toBeChecked()
  },
  SLOW_FORM_MS,
)

/** The modal as the site hosts it: stays mounted once opened, shown or hidden by `isOpen`. */
function Host({ isOpen }: { isOpen: boolean }) {
  return (
    <>
      <BookingDialog isOpen={isOpen} preset={{}} phone={phone} pictures={{}} onClose={() => undefined} />
      <ToastViewport />
    </>
  )
}

test("closing the modal without sending keeps what was typed for the next time it opens", async () => {
  const user = userEvent.setup({ delay: null })
  const view = renderWithProviders(<Host isOpen />)
  await user.click(screen.getByRole("radio", { name: /Airport Transfer/ }))
  await user.type(screen.getByLabelText("Pickup location"), "12 Elm St, Windham NH")
  await user.type(screen.getByLabelText("First name"), "Grace")
  view.rerender(<Host isOpen={false} />)
  expect(screen.queryByRole("dialog")).toBeNull()
  view.rerender(<Host isOpen />)
  expect(screen.getByLabelText("Pickup location")).toHaveValue("12 Elm St, Windham NH")
  expect(screen.getByLabelText("First name")).toHaveValue("Grace")
  expect(screen.getByRole("radio", { name: /Airport Transfer/ })).toBeChecked()
})

test(
  "a request that fails after the visitor closed the modal is reported in a toast with the phone number",
  async () => {
    global.fetch = answerWith(500, "", 300)
    const user = userEvent.setup({ delay: null })
    const view = renderWithProviders(<Host isOpen />)
    await user.click(screen.getByRole("radio", { name: /Hourly Service/ }))
    await fillRequest(user, {
      pickup: "Seaport Blvd, Boston",
      dropoff: "TD Garden",
      time: TIME_SLOTS[30],
      first: "Ada",
      last: "Lovelace",
      email: "ada@example.com",
      phone: "9785550100",
    })
    jest.useFakeTimers({ now: Date.now() + MIN_FILL_MS + 1000 })
    fireEvent.click(screen.getByRole("button", { name: "Request Booking" }))
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(1))
    view.rerender(<Host isOpen={false} />)
    act(() => jest.advanceTimersByTime(400))
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Your booking request was not sent"))
    expect(screen.getByRole("alert")).toHaveTextContent(phone.display)
  },
  SLOW_FORM_MS,
)
