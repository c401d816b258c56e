import { act, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { BookingForm } from "../booking-form"
import { answerWith, renderWithProviders } from "../../../test-utils/render"
import { MIN_FILL_MS } from "../../../config/constants"
import { todayInBusinessZone, formatDay } from "../../../booking/calendar-date"
import { bookingSchema, validate } from "../../../booking/booking-schema"

const phone = { display: "(978) 555-0186", tel: "+19785550186" }

function setup(onConfirmed = jest.fn(), preset = {}) {
  const user = userEvent.setup({ delay: null })
  renderWithProviders(
    <BookingForm preset={preset} phone={phone} pictures={{ "luxury-suv": "/static/suv.webp" }} onConfirmed={onConfirmed} />,
  )
  return { user, onConfirmed }
}

async function pickTomorrow(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: /^Date/ }))
  const calendar = screen.getByRole("dialog", { name: "Choose a date" })
  const enabled = within(calendar)
    .getAllByRole("button")
    .filter((b) => b.closest("td") && !b.hasAttribute("disabled") && b.getAttribute("aria-disabled") !== "true")
  const today = todayInBusinessZone()
  const target = enabled.find((b) => !b.closest("td")?.getAttribute("data-day")?.startsWith(today)) ?? enabled[0]
  await user.click(target)
}

/** Picks, in the open calendar, the first day that `wanted` accepts, and says which (YYYY-MM-DD). */
async function chooseDay(user: ReturnType<typeof userEvent.setup>, wanted: (iso: string) => boolean): Promise<string> {
  const calendar = screen.getByRole("dialog", { name: "Choose a date" })
  const cell = within(calendar)
    .getAllByRole("gridcell")
    .find(
      (c) =>
        !c.hasAttribute("data-outside") &&
        wanted((c.getAttribute("data-day") ?? "").slice(0, 10)) &&
        !within(c).getByRole("button").hasAttribute("disabled"),
    )
  if (!cell) throw new Error("no such day in the calendar")
  await user.click(within(cell).getByRole("button"))
  return (cell.getAttribute("data-day") ?? "").slice(0, 10)
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("radio", { name: /Airport Transfer/ }))
  await user.selectOptions(screen.getByLabelText("Passengers"), "3")
  await user.type(screen.getByLabelText("Pickup location"), "12 Elm St, Andover")
  await user.type(screen.getByLabelText("Dropoff location"), "Logan Terminal C")
  await pickTomorrow(user)
  await user.selectOptions(screen.getByLabelText("Pickup time"), "6:30 AM")
  await user.type(screen.getByLabelText("First name"), "Grace")
  await user.type(screen.getByLabelText("Last name"), "Hopper")
  await user.type(screen.getByLabelText("Email"), "grace@example.com")
  await user.type(screen.getByLabelText("Phone"), "978-555-0100")
}

afterEach(() => {
  jest.useRealTimers()
  delete (global as { fetch?: unknown }).fetch
})

test("submitting the empty form shows each message of docs/REQUIREMENTS.md §5 beside its field, and sends nothing", async () => {
  const fetch = answerWith(201, { reference: "X" })
  global.fetch = fetch
  const { user } = setup()
  await user.click(screen.getByRole("button", { name: "Request Booking" }))
  const expectations: [string, string][] = [
    ["Pickup location", "Pickup location is required"],
    ["Dropoff location", "Dropoff location is required"],
    ["Pickup time", "Please select a time"],
    ["First name", "First name is required"],
    ["Last name", "Last name is required"],
    ["Email", "Please enter a valid email address"],
    ["Phone", "Please enter a valid phone number"],
  ]
  for (const [label, message] of expectations) {
    const input = screen.getByLabelText(label)
    expect(input).toHaveAttribute("aria-invalid", "true")
    expect(input).toHaveAccessibleDescription(message)
  }
  expect(screen.getByRole("button", { name: /^Date/ })).toHaveAccessibleDescription("Please select a date")
  expect(screen.getByText("Please select a service type")).toBeInTheDocument()
  expect(screen.getByRole("group", { name: "Service type" })).toHaveAccessibleDescription("Please select a service type")
  expect(fetch).not.toHaveBeenCalled()
})

test("after a failed submit each field re-validates as the visitor types", async () => {
  const { user } = setup()
  await user.click(screen.getByRole("button", { name: "Request Booking" }))
  const email = screen.getByLabelText("Email")
  await user.type(email, "grace@")
  expect(email).toHaveAccessibleDescription("Please enter a valid email address")
  await user.type(email, "example.com")
  // The check runs as the visitor types and its answer comes a moment later: wait for what the visitor then sees.
  await waitFor(() => expect(email).not.toHaveAttribute("aria-invalid"))
  expect(screen.queryByText("Please enter a valid email address")).toBeNull()
})

test("passengers default to 1 and offer 1 to 8; the time offers the 48 half hours", () => {
  setup()
  const passengers = screen.getByLabelText("Passengers") as HTMLSelectElement
  expect(passengers.value).toBe("1")
  expect([...passengers.options].map((o) => o.value)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8"])
  const time = screen.getByLabelText("Pickup time") as HTMLSelectElement
  expect(time.options).toHaveLength(49)
  expect(time.options[1].value).toBe("12:00 AM")
  expect(time.options[48].value).toBe("11:30 PM")
  expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email")
  expect(screen.getByLabelText("Phone")).toHaveAttribute("type", "tel")
})

describe("a party larger than the form counts", () => {
  // jsdom's description puts a space between the link and the full stop; a browser does not.
  const BEYOND_THE_FORM =
    /^More than 8 in your party\? Choose the Stretch Limousine, which seats 10, and put your party size in special requests\. For a larger group, book two vehicles or call \(978\) 555-0186 ?\.$/

  test("is told how to book as soon as the list reaches its 8, beside the field and in its description, with a phone link", async () => {
    const { user } = setup()
    const passengers = screen.getByLabelText("Passengers")
    expect(screen.queryByText(/More than 8 in your party/)).toBeNull()
    await user.selectOptions(passengers, "8")
    const hint = (await screen.findByText(/More than 8 in your party/)).closest("p")!
    expect(hint).toHaveTextContent(BEYOND_THE_FORM)
    expect(passengers).toHaveAccessibleDescription(BEYOND_THE_FORM)
    expect(within(hint).getByRole("link", { name: "(978) 555-0186" })).toHaveAttribute("href", "tel:+19785550186")
    // Announced as it appears, for a screen reader user changing the number.
    expect(hint.closest("[aria-live]")).toHaveAttribute("aria-live", "polite")
    await user.selectOptions(passengers, "7")
    expect(screen.queryByText(/More than 8 in your party/)).toBeNull()
    expect(passengers).not.toHaveAttribute("aria-describedby")
  })

  test("is told how when the Stretch Limousine, which seats more than the list offers, is chosen", async () => {
    const { user } = setup()
    await user.click(screen.getByRole("radio", { name: /Stretch Limousine/ }))
    expect(screen.getByLabelText("Passengers")).toHaveAccessibleDescription(BEYOND_THE_FORM)
  })

  test("a request refused for 10 passengers shows the range message and the way to book a larger party", async () => {
    // The server's own answer to 10 passengers: the shared schema's message.
    const refused = await validate(bookingSchema, { passengers: "10" })
    const range = refused.ok ? "" : refused.errors.passengers
    expect(range).toBe("Choose between 1 and 8 passengers")
    global.fetch = answerWith(422, { errors: { passengers: range } })
    const { user } = setup()
    await fillValid(user)
    await user.click(screen.getByRole("button", { name: "Request Booking" }))
    const passengers = screen.getByLabelText("Passengers")
    await waitFor(() => expect(passengers).toHaveAttribute("aria-invalid", "true"))
    expect(passengers).toHaveAccessibleDescription(expect.stringContaining(range))
    expect(passengers).toHaveAccessibleDescription(expect.stringMatching(/More than 8 in your party\? Choose the Stretch Limousine/))
    expect(screen.getByRole("link", { name: "(978) 555-0186" })).toHaveAttribute("href", "tel:+19785550186")
  })
})

test("extras appear for the services they belong to", async () => {
  const { user } = setup()
  expect(screen.queryByLabelText(/Flight number/)).toBeNull()
  await user.click(screen.getByRole("radio", { name: /Airport Transfer/ }))
  expect(screen.getByLabelText(/Flight number/)).toBeInTheDocument()
  expect(screen.getByLabelText(/Bags/)).toBeInTheDocument()
  await user.click(screen.getByRole("radio", { name: /Hourly Service/ }))
  expect(screen.queryByLabelText(/Flight number/)).toBeNull()
  expect(screen.getByLabelText(/Hours/)).toBeInTheDocument()
  // Weddings, events and corporate bookings are priced by the hour too.
  await user.click(screen.getByRole("radio", { name: /Wedding Transportation/ }))
  expect(screen.getByLabelText(/Hours/)).toBeInTheDocument()
  await user.click(screen.getByRole("radio", { name: /Long Distance/ }))
  expect(screen.queryByLabelText(/Hours/)).toBeNull()
})

test("the calendar disables days before today and clears the day when it is chosen again", async () => {
  const { user } = setup()
  await pickTomorrow(user)
  const dateButton = screen.getByRole("button", { name: /^Date/ })
  expect(dateButton).not.toHaveTextContent("Select a date")
  const chosen = dateButton.textContent!
  await user.click(dateButton)
  const calendar = screen.getByRole("dialog", { name: "Choose a date" })
  const dayCells = within(calendar).getAllByRole("gridcell")
  const todayIso = todayInBusinessZone()
  const past = dayCells.filter((c) => (c.getAttribute("data-day") ?? "9999") < todayIso && !c.hasAttribute("data-outside"))
  for (const cell of past) expect(within(cell).getByRole("button")).toBeDisabled()
  const weekdays = [...calendar.querySelectorAll(".rdp-weekday")].map((h) => h.getAttribute("aria-label"))
  expect(weekdays[0]).toBe("Sunday")
  expect(weekdays).toHaveLength(7)
  const selected = dayCells.find((c) => c.getAttribute("aria-selected") === "true")!
  await user.click(within(selected).getByRole("button"))
  expect(screen.getByRole("button", { name: /^Date/ })).toHaveTextContent("Select a date")
  expect(chosen).toMatch(/\d{4}$/)
  expect(formatDay(todayIso)).toMatch(/\d{4}$/)
})

test("a valid request shows 'Submitting Request...', posts once and reports the reference", async () => {
  // The answer is held back until the test releases it, so the busy state can be inspected.
  let release: () => void = () => undefined
  const answered = new Promise<void>((resolve) => (release = resolve))
  const fetch = jest.fn(async () => {
    await answered
    return { ok: true, status: 201, statusText: "", text: async () => "", json: async () => ({ reference: "MP-7KQ4-XZ9B" }) } as Response
  })
  global.fetch = fetch
  const { user, onConfirmed } = setup()
  await fillValid(user)
  await user.type(screen.getByLabelText(/Flight number/), "B6 1234")
  const realNow = Date.now
  Date.now = () => realNow() + MIN_FILL_MS + 1000
  try {
    await user.click(screen.getByRole("button", { name: "Request Booking" }))
    const busy = await screen.findByRole("button", { name: "Submitting Request..." })
    expect(busy).toBeDisabled()
    await user.click(busy)
    await user.keyboard("{Enter}")
    release()
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith("MP-7KQ4-XZ9B"))
  } finally {
    Date.now = realNow
  }
  expect(fetch).toHaveBeenCalledTimes(1)
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
  expect(url).toBe("/api/booking-requests")
  expect(init).toMatchObject({ method: "POST", credentials: "include" })
  const body = JSON.parse(String(init.body))
  expect(body).toMatchObject({
    serviceType: "airport",
    passengers: "3",
    pickupLocation: "12 Elm St, Andover",
    time: "6:30 AM",
    firstName: "Grace",
    email: "grace@example.com",
    flightNumber: "B6 1234",
    website: "",
  })
  expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(body.requestId).toMatch(/^[A-Za-z0-9-]{8,64}$/)
  expect(body.fillMs).toBeGreaterThanOrEqual(MIN_FILL_MS)
})

test("when the server fails, every typed value stays and the message offers the phone number", async () => {
  global.fetch = answerWith(500, "")
  const { user, onConfirmed } = setup()
  await fillValid(user)
  await user.click(screen.getByRole("button", { name: "Request Booking" }))
  const alert = await screen.findByRole("alert")
  expect(alert).toHaveTextContent(
    "We could not send your request. Your details are still here: please try again, or call us at (978) 555-0186.",
  )
  expect(within(alert).getByRole("link", { name: "(978) 555-0186" })).toHaveAttribute("href", "tel:+19785550186")
  expect(screen.getByLabelText("First name")).toHaveValue("Grace")
  expect(screen.getByLabelText("Pickup location")).toHaveValue("12 Elm St, Andover")
  expect(screen.getByRole("radio", { name: /Airport Transfer/ })).toBeChecked()
  expect(onConfirmed).not.toHaveBeenCalled()
  expect(screen.getByRole("button", { name: "Request Booking" })).toBeEnabled()
})

test("field errors from the server are shown on their fields", async () => {
  global.fetch = answerWith(422, { errors: { email: "Please enter a valid email address" } })
  const { user } = setup()
  await fillValid(user)
  await user.click(screen.getByRole("button", { name: "Request Booking" }))
  await waitFor(() => expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Please enter a valid email address"))
  expect(screen.getByRole("alert")).toHaveTextContent("Please check the highlighted fields.")
})

test("a preset service from a service page is already selected", () => {
  setup(jest.fn(), { serviceType: "wedding" })
  expect(screen.getByRole("radio", { name: /Wedding Transportation/ })).toBeChecked()
  act(() => undefined)
})

describe("vehicle, return trip, stops and the fare estimate", () => {
  const estimatePanel = () => screen.getByRole("region", { name: "Fare estimate" })

  test("the vehicle cards show seats and bags, a picture, and 'Recommend one for me' chosen first", () => {
    setup()
    const group = screen.getByRole("group", { name: "Vehicle" })
    expect(within(group).getByRole("radio", { name: /Recommend one for me/ })).toBeChecked()
    const suv = within(group).getByRole("radio", { name: /Luxury SUV/ })
    expect(suv.closest("label")).toHaveTextContent("Seats 7 · 8 bags")
    expect(suv.closest("label")?.querySelector("img")).toHaveAttribute("src", "/static/suv.webp")
  })

  test("a vehicle too small for the party is refused with its seats, on submit and as the party changes", async () => {
    const { user } = setup(jest.fn(), { vehicle: "executive-sedan" })
    expect(screen.getByRole("radio", { name: /Executive Sedan/ })).toBeChecked()
    await user.selectOptions(screen.getByLabelText("Passengers"), "6")
    await user.click(screen.getByRole("button", { name: "Request Booking" }))
    const message = "The Executive Sedan seats up to 4 passengers. Choose a larger vehicle or fewer passengers."
    expect(screen.getByRole("group", { name: "Vehicle" })).toHaveAccessibleDescription(message)
    await user.click(screen.getByRole("radio", { name: /Luxury SUV/ }))
    expect(screen.queryByText(message)).toBeNull()
  })

  test("a card says in words that its vehicle cannot seat the party, before any submit, and stops saying it when the party fits", async () => {
    const { user } = setup()
    const card = (name: RegExp) => screen.getByRole("radio", { name }).closest("label")!
    expect(card(/Executive Sedan/)).not.toHaveTextContent(/Too small/)
    await user.selectOptions(screen.getByLabelText("Passengers"), "5")
    expect(screen.getByRole("radio", { name: /Executive Sedan/ })).toHaveAccessibleName(
      expect.stringContaining("Too small for 5 passengers"),
    )
    expect(card(/Luxury SUV/)).not.toHaveTextContent(/Too small/)
    await user.selectOptions(screen.getByLabelText("Passengers"), "8")
    expect(card(/Luxury SUV/)).toHaveTextContent("Too small for 8 passengers")
    expect(card(/Stretch Limousine/)).not.toHaveTextContent(/Too small/)
    await user.selectOptions(screen.getByLabelText("Passengers"), "4")
    expect(screen.queryByText(/Too small/)).toBeNull()
  })

  test("the seats message goes as soon as the visitor lowers the party, not only when the vehicle changes", async () => {
    const { user } = setup(jest.fn(), { vehicle: "executive-sedan" })
    await user.selectOptions(screen.getByLabelText("Passengers"), "5")
    await user.click(screen.getByRole("button", { name: "Request Booking" }))
    const message = "The Executive Sedan seats up to 4 passengers. Choose a larger vehicle or fewer passengers."
    const group = screen.getByRole("group", { name: "Vehicle" })
    expect(group).toHaveAccessibleDescription(message)
    await user.selectOptions(screen.getByLabelText("Passengers"), "4")
    await waitFor(() => expect(screen.queryByText(message)).toBeNull())
    expect(group).not.toHaveAttribute("aria-invalid")
    expect(screen.getByRole("radio", { name: /Executive Sedan/ })).toBeChecked()
    // Raising it again brings the message back at once: the form has been submitted, so it judges each change.
    await user.selectOptions(screen.getByLabelText("Passengers"), "6")
    await waitFor(() => expect(group).toHaveAccessibleDescription(message))
  })

  test("a return before the pickup time on the same day: moving the pickup earlier clears the return's message", async () => {
    const { user } = setup()
    await user.click(screen.getByRole("button", { name: /^Date/ }))
    const day = await chooseDay(user, (iso) => iso > todayInBusinessZone())
    await user.selectOptions(screen.getByLabelText("Pickup time"), "6:30 PM")
    await user.click(screen.getByRole("checkbox", { name: "Book the return trip" }))
    await user.click(screen.getByRole("button", { name: /^Return date/ }))
    await chooseDay(user, (iso) => iso === day)
    await user.selectOptions(screen.getByLabelText("Return pickup time"), "8:00 AM")
    await user.click(screen.getByRole("button", { name: "Request Booking" }))
    const returnTime = screen.getByLabelText("Return pickup time")
    expect(returnTime).toHaveAccessibleDescription("The return must be after the pickup time")
    await user.selectOptions(screen.getByLabelText("Pickup time"), "6:30 AM")
    await waitFor(() => expect(returnTime).not.toHaveAttribute("aria-invalid"))
    expect(screen.queryByText("The return must be after the pickup time")).toBeNull()
  })

  test("an extra the visitor no longer sees takes its message with it: a bad flight number, then an hourly booking", async () => {
    const { user } = setup()
    await user.click(screen.getByRole("radio", { name: /Airport Transfer/ }))
    await user.type(screen.getByLabelText(/Flight number/), "not a flight")
    await user.click(screen.getByRole("button", { name: "Request Booking" }))
    expect(screen.getByLabelText(/Flight number/)).toHaveAttribute("aria-invalid", "true")
    const announced = () =>
      Number(/(\d+) fields? needs? attention/.exec(document.querySelector('[aria-live="assertive"]')?.textContent ?? "")?.[1])
    const before = announced()
    await user.click(screen.getByRole("radio", { name: /Hourly Service/ }))
    expect(screen.queryByLabelText(/Flight number/)).toBeNull()
    await waitFor(() => expect(announced()).toBe(before - 1))
  })

  test("the estimate follows the choices: a range, one vehicle, a return, stops", async () => {
    const { user } = setup()
    expect(estimatePanel()).toHaveTextContent("Your estimate appears here")
    await user.click(screen.getByRole("radio", { name: /Airport Transfer/ }))
    await user.type(screen.getByLabelText("Pickup location"), "12 Elm St, Andover, MA")
    await user.type(screen.getByLabelText("Dropoff location"), "Logan Terminal B")
    expect(estimatePanel()).toHaveTextContent("$135 – $275")
    expect(estimatePanel()).toHaveTextContent("Depending on the vehicle, Andover, MA to Logan, one way")
    // Each vehicle card shows its own figure for the trip, so the choice is made with the prices in view.
    const card = (name: RegExp) => screen.getByRole("radio", { name }).closest("label")
    expect(card(/Recommend one for me/)).toHaveTextContent("Estimate $135 – $275")
    expect(card(/Executive Sedan/)).toHaveTextContent("Estimate $135")
    expect(card(/Luxury SUV/)).toHaveTextContent("Estimate $175")
    expect(card(/Stretch Limousine/)).toHaveTextContent("Estimate $275")
    await user.click(screen.getByRole("radio", { name: /Luxury SUV/ }))
    expect(estimatePanel()).toHaveTextContent("$175")
    await user.click(screen.getByRole("checkbox", { name: "Book the return trip" }))
    expect(estimatePanel()).toHaveTextContent("$350")
    expect(card(/Executive Sedan/)).toHaveTextContent("Estimate $270")
    expect(screen.getByText(/Back from Logan Terminal B to 12 Elm St, Andover, MA/)).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Add a stop" }))
    expect(screen.getByLabelText("Stop 1")).toHaveFocus()
    await user.keyboard("Hotel Commonwealth, Boston")
    expect(estimatePanel()).toHaveTextContent("$370")
    expect(estimatePanel()).toHaveTextContent("1 stop × $20")
    expect(estimatePanel()).toHaveTextContent("Tolls, airport fees, gratuity and extra waiting are not included.")
  })

  test("a return by a different route starts as the route reversed; changing one end reprices that leg, and going back restores the reversed route", async () => {
    const { user } = setup(jest.fn(), { serviceType: "airport", vehicle: "luxury-suv" })
    await user.type(screen.getByLabelText("Pickup location"), "12 Elm St, Andover, MA")
    await user.type(screen.getByLabelText("Dropoff location"), "Logan Terminal B")
    await user.click(screen.getByRole("checkbox", { name: "Book the return trip" }))
    expect(estimatePanel()).toHaveTextContent("$350")
    const other = screen.getByRole("checkbox", { name: "Return by a different route" })
    expect(other).not.toBeChecked()
    expect(screen.queryByLabelText("Return pickup location")).toBeNull()
    await user.click(other)
    expect(screen.getByLabelText("Return pickup location")).toHaveValue("Logan Terminal B")
    expect(screen.getByLabelText("Return dropoff location")).toHaveValue("12 Elm St, Andover, MA")
    await user.clear(screen.getByLabelText("Return pickup location"))
    await user.type(screen.getByLabelText("Return pickup location"), "MHT arrivals")
    // $175 to Logan, $195 back from Manchester in the SUV (data/rates.json).
    expect(estimatePanel()).toHaveTextContent("$370")
    expect(estimatePanel()).toHaveTextContent("Return, Manchester-Boston Regional to Andover, MA")
    expect(screen.getByText("Back from MHT arrivals to 12 Elm St, Andover, MA.")).toBeInTheDocument()
    // The end the visitor left alone keeps following the ride there; the one they changed stays.
    await user.clear(screen.getByLabelText("Pickup location"))
    await user.type(screen.getByLabelText("Pickup location"), "9 Oak St, North Andover")
    expect(screen.getByLabelText("Return dropoff location")).toHaveValue("9 Oak St, North Andover")
    expect(screen.getByLabelText("Return pickup location")).toHaveValue("MHT arrivals")
    expect(screen.getByText("Back from MHT arrivals to 9 Oak St, North Andover.")).toBeInTheDocument()
    await user.click(other)
    expect(screen.queryByLabelText("Return pickup location")).toBeNull()
    expect(screen.getByText("Back from Logan Terminal B to 9 Oak St, North Andover.")).toBeInTheDocument()
  })

  test("the estimate is read out politely once the visitor pauses", async () => {
    const { user } = setup(jest.fn(), { serviceType: "wedding", vehicle: "stretch-limousine" })
    const live = document.getElementById("booking-estimate-live")!
    expect(live).toHaveAttribute("aria-live", "polite")
    await user.selectOptions(screen.getByLabelText(/Hours/), "5")
    await waitFor(() => expect(live).toHaveTextContent("Estimated fare $875 in the Stretch Limousine, by the hour."))
  })

  test("an address we cannot place is quoted, not guessed", async () => {
    const { user } = setup(jest.fn(), { serviceType: "airport" })
    await user.type(screen.getByLabelText("Pickup location"), "Portland, Maine")
    await user.type(screen.getByLabelText("Dropoff location"), "Logan")
    expect(estimatePanel()).toHaveTextContent("We will quote this trip")
  })

  test("stops are added and removed with the keyboard alone, three at most, focus kept in place", async () => {
    const { user } = setup()
    const add = () => screen.getByRole("button", { name: "Add a stop" })
    add().focus()
    await user.keyboard("{Enter}")
    await user.keyboard("First stop")
    await user.tab()
    await user.tab()
    expect(add()).toHaveFocus()
    await user.keyboard("{Enter}")
    await user.keyboard("Second stop")
    add().focus()
    await user.keyboard(" ")
    await user.keyboard("Third stop")
    expect(screen.queryByRole("button", { name: "Add a stop" })).toBeNull()
    screen.getByRole("button", { name: "Remove stop 2" }).focus()
    await user.keyboard("{Enter}")
    expect(screen.getByLabelText("Stop 1")).toHaveValue("First stop")
    expect(screen.getByLabelText("Stop 2")).toHaveValue("Third stop")
    expect(screen.getByLabelText("Stop 2")).toHaveFocus()
    expect(screen.queryByLabelText("Stop 3")).toBeNull()
  })

  test("a return trip asks for its own date and time, and everything goes to the server", async () => {
    const fetch = answerWith(201, { reference: "MP-RETURN-01" })
    global.fetch = fetch
    const { user, onConfirmed } = setup()
    await fillValid(user)
    await user.click(screen.getByRole("radio", { name: /Luxury SUV/ }))
    await user.click(screen.getByRole("button", { name: "Add a stop" }))
    await user.keyboard("5 Elm St, Methuen")
    await user.click(screen.getByRole("checkbox", { name: "Book the return trip" }))
    await user.click(screen.getByRole("button", { name: "Request Booking" }))
    expect(screen.getByRole("button", { name: /^Return date/ })).toHaveAccessibleDescription("Please select a return date")
    expect(screen.getByLabelText("Return pickup time")).toHaveAccessibleDescription("Please select a return time")
    expect(fetch).not.toHaveBeenCalled()
    await user.click(screen.getByRole("button", { name: /^Return date/ }))
    const calendar = screen.getByRole("dialog", { name: "Choose a date" })
    const days = within(calendar)
      .getAllByRole("button")
      .filter((b) => b.closest("td") && !b.hasAttribute("disabled") && b.getAttribute("aria-disabled") !== "true")
    await user.click(days[days.length - 1])
    await user.selectOptions(screen.getByLabelText("Return pickup time"), "8:00 PM")
    const realNow = Date.now
    Date.now = () => realNow() + MIN_FILL_MS + 1000
    try {
      await user.click(screen.getByRole("button", { name: "Request Booking" }))
      await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith("MP-RETURN-01"))
    } finally {
      Date.now = realNow
    }
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))
    expect(body).toMatchObject({ vehicle: "luxury-suv", returnTrip: true, returnTime: "8:00 PM", stops: ["5 Elm St, Methuen"] })
    expect(body.returnDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(body).not.toHaveProperty("estimate")
  })

  test("unticking the return trip takes its messages away with it", async () => {
    const { user } = setup()
    await user.click(screen.getByRole("checkbox", { name: "Book the return trip" }))
    await user.click(screen.getByRole("button", { name: "Request Booking" }))
    expect(screen.getByText("Please select a return date")).toBeInTheDocument()
    const announced = () =>
      Number(/(\d+) fields? needs? attention/.exec(document.querySelector('[aria-live="assertive"]')?.textContent ?? "")?.[1])
    const withReturn = announced()
    await user.click(screen.getByRole("checkbox", { name: "Book the return trip" }))
    expect(screen.queryByText("Please select a return date")).toBeNull()
    // The count read out no longer holds the return's date and time.
    expect(announced()).toBe(withReturn - 2)
  })

  test("a stop the server refuses is shown on that stop", async () => {
    global.fetch = answerWith(422, { errors: { "stops[0]": "Enter this stop's address or remove it" } })
    const { user } = setup()
    await fillValid(user)
    await user.click(screen.getByRole("button", { name: "Add a stop" }))
    await user.keyboard("x")
    const realNow = Date.now
    Date.now = () => realNow() + MIN_FILL_MS + 1000
    try {
      await user.click(screen.getByRole("button", { name: "Request Booking" }))
      await waitFor(() => expect(screen.getByLabelText("Stop 1")).toHaveAccessibleDescription("Enter this stop's address or remove it"))
    } finally {
      Date.now = realNow
    }
  })
})
