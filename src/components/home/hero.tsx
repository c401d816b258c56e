import styled from "@emotion/styled"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage } from "../ui/responsive-image"
import { Container } from "../ui/container"
import { BookNowButton } from "../booking/book-now-button"
import { useBusiness } from "../../hooks/use-business"
import { CallLink, PhoneIcon } from "./call-link"
import { breakpoints } from "../../theme/tokens"
import { FIRST_SCREEN_END_ID } from "../../theme/first-screen"

export interface HeroProps {
  headline: string
  subheadline: string
  ticks: readonly string[]
  image?: IGatsbyImageData | null
  /** The same picture cropped to the phone band's proportions (PHONE_CROP_MEDIA). */
  phoneImage?: IGatsbyImageData | null
}

/**
 * Screens that show the phone crop (phones held upright): there the band is 84vw tall, 1.19 : 1 from
 * 343 px wide up, the proportions of the crop the page query asks for, so a phone fetches the part
 * of the picture it shows instead of a wide frame it would cut.
 */
export const PHONE_CROP_MEDIA = `(max-width: ${breakpoints.sm - 0.02}px)`

const Band = styled.section`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.inverseBackground};
  color: ${({ theme }) => theme.colors.inverseText};
  ${({ theme }) => theme.mq.md} {
    display: flex;
    align-items: center;
    min-height: min(calc(100svh - ${({ theme }) => theme.layout.headerHeight}), 52rem);
    padding: clamp(4rem, 8vh, 6rem) 0;
  }
`

/**
 * Phones: the picture is a wide band at the top that fades into the page colour, and the text
 * follows. Wider screens: the picture fills the band and the text sits on its dark left half.
 */
const Media = styled.div`
  position: relative;
  height: clamp(18rem, 84vw, 26rem);
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    background: linear-gradient(
      180deg,
      rgba(15, 17, 19, 0.2) 0%,
      rgba(15, 17, 19, 0) 30%,
      rgba(15, 17, 19, 0) 60%,
      rgba(26, 29, 33, 0.8) 88%,
      ${({ theme }) => theme.colors.inverseBackground} 100%
    );
  }
  ${({ theme }) => theme.mq.md} {
    position: absolute;
    inset: 0;
    height: auto;
    &::after {
      background:
        linear-gradient(90deg, rgba(15, 17, 19, 0.94) 0%, rgba(15, 17, 19, 0.82) 38%, rgba(15, 17, 19, 0.35) 62%, rgba(15, 17, 19, 0) 80%),
        linear-gradient(0deg, rgba(15, 17, 19, 0.7) 0%, rgba(15, 17, 19, 0) 30%);
    }
  }
`

const Content = styled(Container)`
  position: relative;
  margin-top: -2.5rem;
  padding-bottom: 3.5rem;
  ${({ theme }) => theme.mq.md} {
    margin-top: 0;
    padding-bottom: 0;
  }
`

const Copy = styled.div`
  max-width: 40rem;
  h1 {
    font-size: clamp(2.25rem, 1.45rem + 3.3vw, 4rem);
    line-height: 1.06;
    letter-spacing: -0.015em;
    margin: 0 0 1.25rem;
    text-wrap: balance;
  }
`

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  ${({ theme }) => theme.mq.md} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  line-height: 1.55;
  color: ${({ theme }) => theme.colors.inverseMuted};
  margin: 0 0 1.75rem;
  max-width: 36rem;
`

const Ticks = styled.ul`
  display: grid;
  gap: 0.625rem 1.5rem;
  list-style: none;
  padding: 0;
  margin: 0 0 2.25rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: repeat(2, max-content);
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.625rem;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  margin-bottom: 2.25rem;
  & > * {
    flex: 1 1 14rem;
    ${({ theme }) => theme.mq.sm} {
      flex: 0 0 auto;
    }
  }
`

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  list-style: none;
  padding: 0;
  margin: 0;
`

const Badge = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  padding: 0.45rem 0.9rem 0.45rem 0.7rem;
  border: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(15, 17, 19, 0.45);
  -webkit-backdrop-filter: blur(6px);
  backdrop-filter: blur(6px);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inverseMuted};
  ${({ theme }) => theme.mq.sm} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-variant-numeric: lining-nums;
    font-size: 1.375rem;
    line-height: 1;
    color: ${({ theme }) => theme.colors.inverseText};
  }
  svg {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
`

const Check = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="12" cy="12" r="10" strokeWidth="1.4" />
    <path d="M8 12.5l2.7 2.6L16.2 9.5" />
  </svg>
)

const StarIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" />
  </svg>
)

const ClockIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.7"
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 6.5V12l3.5 2" />
  </svg>
)

/** The home page's opening: the one <h1>, the promise, the two ways to book, and the LCP picture. */
export function Hero({ headline, subheadline, ticks, image, phoneImage }: HeroProps) {
  const business = useBusiness()
  const phone = business.phones[0]
  return (
    <Band aria-labelledby="home-hero-title" data-home-section="home-hero-title">
      {image && (
        <Media>
          {/* The page's largest paint: fetched first, never lazily; its sizes are set in the page query. */}
          <ResponsiveImage
            image={image}
            artDirection={phoneImage ? [{ media: PHONE_CROP_MEDIA, image: phoneImage }] : undefined}
            alt=""
            priority
            fill
            objectPosition="85% 50%"
          />
        </Media>
      )}
      <Content>
        <Copy>
          <h1 id="home-hero-title">{headline}</h1>
          <Lead>{subheadline}</Lead>
          <Ticks>
            {ticks.map((tick) => (
              <li key={tick}>
                <Check />
                {tick}
              </li>
            ))}
          </Ticks>
          <Actions>
            <BookNowButton size="lg">Book Your Ride</BookNowButton>
            <CallLink href={`tel:${phone.tel}`} variant="ghost-light" size="lg">
              <PhoneIcon />
              Call {phone.display}
            </CallLink>
          </Actions>
          <Badges aria-label="At a glance">
            <Badge>
              <StarIcon />
              <strong>{business.figures.rating}</strong> {business.figures.ratingLabel}
            </Badge>
            <Badge>
              <ClockIcon />
              Available <strong>{business.figures.availability}</strong>
            </Badge>
          </Badges>
        </Copy>
      </Content>
      <span id={FIRST_SCREEN_END_ID} hidden />
    </Band>
  )
}
