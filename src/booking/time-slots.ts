import { TIME_SLOT_MINUTES } from "../config/constants"

/** "6:30 AM" for a number of minutes after midnight. */
export function formatSlot(minutesAfterMidnight: number): string {
  const hours24 = Math.floor(minutesAfterMidnight / 60)
  const minutes = minutesAfterMidnight % 60
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12
  return `${hours12}:${String(minutes).padStart(2, "0")} ${hours24 < 12 ? "AM" : "PM"}`
}

/** The pickup times of the booking form: every half hour from 12:00 AM to 11:30 PM (docs/REQUIREMENTS.md §3, pickup times). */
export const TIME_SLOTS: readonly string[] = Array.from({ length: (24 * 60) / TIME_SLOT_MINUTES }, (_, i) =>
  formatSlot(i * TIME_SLOT_MINUTES),
)

/** Minutes after midnight of a slot label, or null when it is not one of the slots. */
export function slotMinutes(label: string): number | null {
  const index = TIME_SLOTS.indexOf(label)
  return index < 0 ? null : index * TIME_SLOT_MINUTES
}
