/** The booking form's messages of docs/REQUIREMENTS.md §5, word for word. */
export const BOOKING_MESSAGES = {
  serviceType: "Please select a service type",
  pickupLocation: "Pickup location is required",
  dropoffLocation: "Dropoff location is required",
  date: "Please select a date",
  time: "Please select a time",
  passengers: "Number of passengers is required",
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
} as const
