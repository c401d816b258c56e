import { act, fireEvent, screen } from "@testing-library/react"
import { useEffect } from "react"
import { ToastViewport } from "../toast-viewport"
import { useToast } from "../toast-context"
import { renderWithProviders } from "../../../test-utils/render"
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from "../../../config/constants"

let api: ReturnType<typeof useToast>
function Capture() {
  const toast = useToast()
  useEffect(() => {
    api = toast
  })
  return null
}

function setup() {
  jest.useFakeTimers()
  renderWithProviders(
    <>
      <Capture />
      <ToastViewport />
    </>,
  )
}

afterEach(() => jest.useRealTimers())

test("only one toast shows at a time; the newest replaces the last", () => {
  setup()
  act(() => api.show({ title: "First" }))
  act(() => api.show({ title: "Second" }))
  expect(screen.getAllByTestId("toast")).toHaveLength(1)
  // The list is the polite live region that screen readers announce new toasts from.
  const list = screen.getByRole("list")
  expect(list).toHaveAttribute("aria-live", "polite")
  expect(list).toHaveTextContent("Second")
  expect(list).not.toHaveTextContent("First")
})

test("a toast disappears after 5 seconds, but not while the pointer rests on it", () => {
  setup()
  act(() => api.show({ title: "Saved" }))
  const toast = screen.getByTestId("toast")
  fireEvent.mouseEnter(toast)
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS + 1000))
  expect(screen.getByText("Saved")).toBeInTheDocument()
  fireEvent.mouseLeave(toast)
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1))
  expect(screen.getByText("Saved")).toBeInTheDocument()
  act(() => jest.advanceTimersByTime(1))
  expect(screen.queryByText("Saved")).toBeNull()
})

test("swiping right past 50 px dismisses; a shorter swipe does not", () => {
  setup()
  act(() => api.show({ title: "Swipe me" }))
  const toast = screen.getByTestId("toast")
  fireEvent.pointerDown(toast, { clientX: 100 })
  fireEvent.pointerMove(toast, { clientX: 100 + TOAST_SWIPE_THRESHOLD_PX - 10 })
  fireEvent.pointerUp(toast, { clientX: 100 + TOAST_SWIPE_THRESHOLD_PX - 10 })
  expect(screen.getByText("Swipe me")).toBeInTheDocument()
  fireEvent.pointerDown(toast, { clientX: 100 })
  fireEvent.pointerMove(toast, { clientX: 100 + TOAST_SWIPE_THRESHOLD_PX + 5 })
  fireEvent.pointerUp(toast, { clientX: 100 + TOAST_SWIPE_THRESHOLD_PX + 5 })
  expect(screen.queryByText("Swipe me")).toBeNull()
})

test("F8 moves focus to the notification region, which is a labelled live area", () => {
  setup()
  fireEvent.keyDown(window, { key: "F8" })
  const region = screen.getByRole("region", { name: "Notifications (F8)" })
  expect(region).toHaveFocus()
  act(() => api.show({ title: "Problem", tone: "error" }))
  expect(screen.getByRole("alert")).toHaveTextContent("Problem")
  fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }))
  expect(screen.queryByRole("alert")).toBeNull()
})
