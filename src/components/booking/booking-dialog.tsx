import { useEffect, useRef, useState } from "react"
import styled from "@emotion/styled"
import { DialogContent, DialogOverlay } from "@reach/dialog"
import { CONFIRMATION_VISIBLE_MS } from "../../config/constants"
import { useToast } from "../toast/toast-context"
import { BookingForm, type BookingPreset } from "./booking-form"
import type { BookingFormValues } from "../../booking/booking-schema"
import type { Phone } from "../../hooks/use-business"
import type { VehiclePictures } from "./use-vehicle-pictures"
import { neutralizePositiveFocusGuard } from "../ui/focus-guard"

const Overlay = styled(DialogOverlay)`
  position: fixed;
  inset: 0;
  z-index: 80;
  overflow-y: auto;
  background: rgba(15, 17, 19, 0.72);
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 0;
  ${({ theme }) => theme.mq.md} {
    padding: 2.5rem 1rem;
  }
`

const Content = styled(DialogContent)`
  position: relative;
  width: 100%;
  max-width: 46rem;
  min-height: 100%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  padding: 1.5rem 1.25rem 2rem;
  outline: none;
  ${({ theme }) => theme.mq.md} {
    min-height: 0;
    border-radius: ${({ theme }) => theme.radii.lg};
    padding: 2.25rem 2.5rem 2.5rem;
    box-shadow: ${({ theme }) => theme.shadows.lifted};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin: 0 3rem 0.25rem 0;
  }
`

const CloseButton = styled.button`
  position: absolute;
  top: 1rem;
  right: 1rem;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
`

const Confirmation = styled.div`
  text-align: center;
  padding: 3rem 0 2rem;
  h2 {
    margin: 0 0 0.75rem;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    letter-spacing: 0.06em;
  }
`

interface Props {
  isOpen: boolean
  preset: BookingPreset
  phone: Phone
  pictures: VehiclePictures
  onClose: () => void
}

/** The booking modal (docs/REQUIREMENTS.md §2 and §4): the form, then "Booking Confirmed!" for 3 s, then it closes and resets. */
export default function BookingDialog({ isOpen, preset, phone, pictures, onClose }: Props) {
  const { show } = useToast()
  const [reference, setReference] = useState<string | null>(null)
  // A new key remounts the form: empty again after a confirmed request, or preset for a new opener.
  const [formKey, setFormKey] = useState(0)
  const presetValues = [preset.serviceType, preset.pickupLocation, preset.vehicle, preset.servicePage].map((value) => value ?? "")
  const presetKey = presetValues.join("|")
  const [lastPresetKey, setLastPresetKey] = useState(presetKey)
  const confirmationHeading = useRef<HTMLHeadingElement>(null)
  // What was typed before the modal was closed without sending, for the form of that key only.
  const draft = useRef<{ key: number; values: BookingFormValues } | null>(null)

  // Opening from a button with different preset values starts a fresh form with them.
  if (presetKey !== lastPresetKey) {
    setLastPresetKey(presetKey)
    if (presetValues.some(Boolean)) setFormKey((k) => k + 1)
  }

  useEffect(() => {
    if (!reference) return
    confirmationHeading.current?.focus()
    const timer = setTimeout(() => {
      onClose()
      setReference(null)
      setFormKey((k) => k + 1)
      show({
        tone: "success",
        title: "Booking request received",
        description: `Your reference is ${reference}. Dispatch will confirm by phone or email.`,
      })
    }, CONFIRMATION_VISIBLE_MS)
    return () => clearTimeout(timer)
  }, [reference, onClose, show])

  return (
    <Overlay isOpen={isOpen} onDismiss={onClose}>
      <Content ref={neutralizePositiveFocusGuard} aria-labelledby="booking-title">
        <CloseButton type="button" aria-label="Close booking form" onClick={onClose}>
          ×
        </CloseButton>
        {reference ? (
          <Confirmation role="status">
            <h2 id="booking-title" ref={confirmationHeading} tabIndex={-1}>
              Booking Confirmed!
            </h2>
            <p>We have your request. Your reference is</p>
            <strong>{reference}</strong>
            <p css={{ marginTop: "1rem" }}>Dispatch will confirm the details with you by phone or email shortly.</p>
          </Confirmation>
        ) : (
          <>
            <h2 id="booking-title">Book your ride</h2>
            <p css={{ marginBottom: "1.5rem" }}>Tell us where and when. We reply to every request, day or night.</p>
            <BookingForm
              key={formKey}
              preset={preset}
              phone={phone}
              pictures={pictures}
              onConfirmed={setReference}
              // eslint-disable-next-line react-hooks/refs -- read when the form mounts under a new key; a ref, so that typing does not render the dialog again
              draft={draft.current?.key === formKey ? draft.current.values : undefined}
              onDraft={(values) => (draft.current = { key: formKey, values })}
              onFailureWhileClosed={() =>
                show({
                  tone: "error",
                  title: "Your booking request was not sent",
                  description: `Open Book Now to send it again (your details are kept), or call us at ${phone.display}.`,
                })
              }
            />
          </>
        )}
      </Content>
    </Overlay>
  )
}

const WARM_UP_MS = 1000

/**
 * The form rendered once where nobody sees it, then gone: its styles stay in the page and its code
 * has run, so the real dialog's first paint does not wait for either (see BookingHost).
 */
export function BookingWarmUp({ phone, pictures, onDone }: { phone: Phone; pictures: VehiclePictures; onDone: () => void }) {
  // Long enough for the form's second, low-priority render (the fields below the first choices).
  useEffect(() => {
    const timer = setTimeout(onDone, WARM_UP_MS)
    return () => clearTimeout(timer)
  }, [onDone])
  return (
    <div hidden>
      <BookingForm preset={{}} phone={phone} pictures={pictures} onConfirmed={() => undefined} />
    </div>
  )
}
