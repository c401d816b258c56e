import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { Container } from "../ui/container"
import { BookNowButton } from "../booking/book-now-button"
import type { BookingPreset } from "../booking/booking-form"
import { useBusiness } from "../../hooks/use-business"
import { PageIcon } from "../ui/page-icon"

const Band = styled.section`
  margin: ${({ theme }) => theme.space[9]} 0 ${({ theme }) => theme.space[8]};
`

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: center;
  padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.inverseBackground};
  background-image: radial-gradient(circle at 90% 10%, ${({ theme }) => theme.colors.accent}38, transparent 55%);
  color: ${({ theme }) => theme.colors.inverseText};
  box-shadow: ${({ theme }) => theme.shadows.lifted};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[7]};
  }
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1.4fr) auto;
  }
  h2 {
    color: ${({ theme }) => theme.colors.inverseText};
    margin-bottom: 0.35em;
  }
  p {
    color: ${({ theme }) => theme.colors.inverseMuted};
    margin: 0;
    max-width: 40rem;
  }
  p a {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`

const Call = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 3.25rem;
  padding: 0 1.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  color: ${({ theme }) => theme.colors.inverseText};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accentOnDark};
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
`

export interface CtaBandProps {
  id?: string
  title: ReactNode
  text: ReactNode
  preset?: BookingPreset
  bookLabel?: string
  children?: ReactNode
}

/** The closing call to action of a page: heading, one sentence, Book Now (with the page's preset) and a call link. */
export function CtaBand({ id = "book", title, text, preset, bookLabel = "Book Now", children }: CtaBandProps) {
  const { phones } = useBusiness()
  const phone = phones[0]
  return (
    <Band aria-labelledby={id}>
      <Container>
        <Inner>
          <div>
            <h2 id={id}>{title}</h2>
            <p>{text}</p>
          </div>
          <Actions>
            <BookNowButton size="lg" preset={preset}>
              {bookLabel}
            </BookNowButton>
            {phone && (
              <Call href={`tel:${phone.tel}`}>
                <PageIcon name="phone" size={18} />
                Call {phone.display}
              </Call>
            )}
            {children}
          </Actions>
        </Inner>
      </Container>
    </Band>
  )
}
