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

/** The modal as the site hosts it: stays mounted once opened, shown or hidden by `isOpen`. */
function Host({ isOpen }: { isOpen: boolean }) {
  return (
    <>
      <BookingDialog isOpen={isOpen} preset={{}} phone={phone} onClose={() => undefined} />
      <ToastViewport />
    </>
  )
}

test("closing the modal without sending keeps what was typed for the next time it opens", async () => {
  const user = userEvent.setup()
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

test("a request that fails after the visitor closed the modal is reported in a toast with the phone number", async () => {
  global.fetch = answerWith(500, "", 300)
  const user = userEvent.setup()
  const view = renderWithProviders(<Host isOpen />)
  await user.click(screen.getByRole("radio", { name: /Hourly Service/ }))
  await user.type(screen.getByLabelText("Pickup location"), "Seaport Blvd, Boston")
  await user.type(screen.getByLabelText("Dropoff location"), "TD Garden")
  await user.click(screen.getByRole("button", { name: /^Date/ }))
  const days = screen.getByRole("dialog", { name: "Choose a date" }).querySelectorAll("td button:not([disabled])")
  await user.click(days[days.length - 1] as HTMLElement)
  await user.selectOptions(screen.getByLabelText("Pickup time"), TIME_SLOTS[30])
  await user.type(screen.getByLabelText("First name"), "Ada")
  await user.type(screen.getByLabelText("Last name"), "Lovelace")
  await user.type(screen.getByLabelText("Email"), "ada@example.com")
  await user.type(screen.getByLabelText("Phone"), "9785550100")
  jest.useFakeTimers({ now: Date.now() + MIN_FILL_MS + 1000 })
  fireEvent.click(screen.getByRole("button", { name: "Request Booking" }))
  await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(1))
  view.rerender(<Host isOpen={false} />)
  act(() => jest.advanceTimersByTime(400))
  await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Your booking request was not sent"))
  expect(screen.getByRole("alert")).toHaveTextContent(phone.display)
}, 30_000)
