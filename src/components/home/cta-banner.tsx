import styled from "@emotion/styled"
import { BookNowButton } from "../booking/book-now-button"
import { useBusiness } from "../../hooks/use-business"
import { CallLink, Eyebrow, PhoneIcon, Section, type SectionText } from "./home-section"

const Panel = styled.div`
  position: relative;
  overflow: hidden;
  display: grid;
  gap: 2rem;
  align-items: center;
  padding: clamp(2.5rem, 1.5rem + 4vw, 4.5rem) clamp(1.5rem, 1rem + 4vw, 4.5rem);
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(120% 140% at 100% 0%, rgba(200, 169, 106, 0.22) 0%, rgba(200, 169, 106, 0) 55%),
    ${({ theme }) => theme.colors.inverseBackground};
  color: ${({ theme }) => theme.colors.inverseText};
  box-shadow: ${({ theme }) => theme.shadows.lifted};
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1.4fr auto;
    gap: 4rem;
  }
  h2 {
    margin: 0 0 1rem;
    max-width: 18ch;
  }
`

const Text = styled.p`
  margin: 0;
  max-width: 36rem;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.inverseMuted};
  ${({ theme }) => theme.mq.md} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  ${({ theme }) => theme.mq.sm} {
    flex-direction: row;
    flex-wrap: wrap;
  }
  ${({ theme }) => theme.mq.lg} {
    flex-direction: column;
  }
`

const Phones = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  color: ${({ theme }) => theme.colors.inverseMuted};
  a {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
`

/** The closing invitation: book online or call dispatch, any hour. */
export function CtaBanner({ intro, text }: { intro: SectionText; text: string }) {
  const { phones } = useBusiness()
  const [main, ...others] = phones
  return (
    <Section id="home-cta" tone="plain" flushTop>
      <Panel>
        <div>
          <Eyebrow inverse>{intro.eyebrow}</Eyebrow>
          <h2 id="home-cta">{intro.title}</h2>
          <Text>{text}</Text>
        </div>
        <Actions>
          <BookNowButton size="lg">Book Now</BookNowButton>
          <CallLink href={`tel:${main.tel}`} variant="ghost-light" size="lg">
            <PhoneIcon />
            Call {main.display}
          </CallLink>
          {others.map((p) => (
            <Phones key={p.tel}>
              {p.label}: <a href={`tel:${p.tel}`}>{p.display}</a>
            </Phones>
          ))}
        </Actions>
      </Panel>
    </Section>
  )
}
