import styled from "@emotion/styled"
import { useBusiness } from "../../hooks/use-business"
import { BookNowButton } from "../booking/book-now-button"
import { PhoneIcon } from "./shell-icons"

const Bar = styled.aside`
  display: grid;
  grid-template-columns: 1fr 1.35fr;
  gap: 0.5rem;
  ${({ theme }) => theme.mq.md} {
    display: none;
  }
  > a,
  > button {
    min-height: 0;
    height: 100%;
    padding-inline: 0.5rem;
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
 * The phones' Call and Book Now, within thumb reach on every page, in the bottom band (Layout's
 * BottomDock) beside the accreditation badges. Hidden from md up, where the header shows both.
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
