import type { ReactNode } from "react"
import { useBooking, preloadBooking } from "./booking-context"
import type { BookingPreset } from "./booking-form"
import { Button, type ButtonProps } from "../ui/button"

interface Props extends Omit<ButtonProps, "onClick" | "type"> {
  preset?: BookingPreset
  children?: ReactNode
}

/** Opens the booking modal; its code starts loading as soon as the pointer or focus reaches the button. */
export function BookNowButton({ preset, children = "Book Now", ...rest }: Props) {
  const { open } = useBooking()
  return (
    <Button
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={preloadBooking}
      onFocus={preloadBooking}
      onTouchStart={preloadBooking}
      onClick={() => open(preset)}
      {...rest}
    >
      {children}
    </Button>
  )
}
