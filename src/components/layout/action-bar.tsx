import styled from "@emotion/styled"
import { useBusiness } from "../../hooks/use-business"
import { BookNowButton } from "../booking/book-now-button"
import { PhoneIcon } from "./shell-icons"

const Bar = styled.aside`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.actionBar};
  display: grid;
  grid-template-columns: 1fr 1.35fr;
  gap: 0.625rem;
  height: ${({ theme }) => theme.layout.actionBarHeight};
  padding: 0.625rem ${({ theme }) => theme.layout.gutter} calc(0.625rem + env(safe-area-inset-bottom, 0px));
  background: rgba(22, 24, 27, 0.97);
  border-top: 1px solid ${({ theme }) => theme.colors.accentHairline};
  box-shadow: 0 -8px 24px rgba(15, 17, 19, 0.18);
  ${({ theme }) => theme.mq.md} {
    display: none;
  }
  > a,
  > button {
    min-height: 0;
    height: 100%;
  }
`

const Call = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.inverseText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  letter-spacing: 0.03em;
  text-decoration: none;
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`

/**
 * The phones' bottom bar: Call and Book Now within thumb reach on every page (hidden from md up,
 * where the header shows both). Its height is --action-bar-height, which the page and the
 * floating badges leave free; toasts (z-index above it) appear over it.
 */
export function ActionBar() {
  const phone = useBusiness().phones[0]
  return (
    <Bar aria-label="Call or book" data-theme="dark" data-covered-by-menu="">
      <Call href={`tel:${phone.tel}`} aria-label={`Call ${phone.display}`}>
        <PhoneIcon size={17} />
        Call
      </Call>
      <BookNowButton />
    </Bar>
  )
}
