import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import BookingDialog from "../booking-dialog"
import { ToastViewport } from "../../toast/toast-viewport"
import { answerWith, renderWithProviders } from "../../../test-utils/render"
import { CONFIRMATION_VISIBLE_MS, MIN_FILL_MS } from "../../../config/constants"
import { TIME_SLOTS } from "../../../booking/time-slots"

const phone = { display: "(978) 555-0186", tel: "+19785550186" }

afterEach(() => {
  jest.useRealTimers()
  delete (global as { fetch?: unknown }).fetch
})

test("a confirmed request shows 'Booking Confirmed!' with the reference, then after 3 s closes, resets and leaves a toast", async () => {
  global.fetch = answerWith(201, { reference: "MP-7KQ4-XZ9B" })
  const onClose = jest.fn()
  const user = userEvent.setup()
  renderWithProviders(
    <>
      <BookingDialog isOpen preset={{ serviceType: "corporate" }} phone={phone} onClose={onClose} />
      <ToastViewport />
    </>,
  )
  expect(screen.getByRole("dialog", { name: "Book your ride" })).toBeInTheDocument()
  await user.type(screen.getByLabelText("Pickup location"), "1 Federal St, Boston")
  await user.type(screen.getByLabelText("Dropoff location"), "Kendall Square")
  const dateButton = screen.getByRole("button", { name: /^Date/ })
  await user.click(dateButton)
  const days = screen.getByRole("dialog", { name: "Choose a date" }).querySelectorAll("td button:not([disabled])")
  await user.click(days[days.length - 1] as HTMLElement)
  await user.selectOptions(screen.getByLabelText("Pickup time"), TIME_SLOTS[20])
  await user.type(screen.getByLabelText("First name"), "Alan")
  await user.type(screen.getByLabelText("Last name"), "Turing")
  await user.type(screen.getByLabelText("Email"), "alan@example.com")
  await user.type(screen.getByLabelText("Phone"), "6035550100")

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
}, 30_000)
