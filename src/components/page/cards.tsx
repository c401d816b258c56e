import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ContentImage } from "../ui/content-image"
import { CardMedia } from "../ui/card-media"
import { Stars } from "./stars"

/** A responsive grid of cards; `min` is the narrowest a column may get. */
export const CardList = styled("ul", { shouldForwardProp: (prop) => prop !== "min" })<{ min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ min = "300px" }) => min}), 1fr));
  list-style: none;
  margin: 0;
  padding: 0;
`

const Item = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.soft};
  transition:
    box-shadow ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
    transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  &:has(a.card-link):hover {
    box-shadow: ${({ theme }) => theme.shadows.lifted};
    transform: translateY(-2px);
  }
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.lifted};
  }
`

/** A small label over a card's picture: dark by default, gold for "Most Popular". */
export const CardFlag = styled("span", { shouldForwardProp: (prop) => prop !== "tone" })<{ tone?: "dark" | "gold" }>`
  position: absolute;
  top: 0.85rem;
  left: 0.85rem;
  z-index: 1;
  padding: 0.3rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, tone }) => (tone === "gold" ? theme.colors.accent : theme.colors.inverseBackground)};
  color: ${({ theme, tone }) => (tone === "gold" ? theme.colors.text : theme.colors.accentOnDark)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`

/** The text part of a card. */
export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding: ${({ theme }) => theme.space[5]};
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0 0 0.5rem;
  }
  & > p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const Body = styled(CardBody)`
  .card-link {
    text-decoration: none;
    &::after {
      content: "";
      position: absolute;
      inset: 0;
      z-index: 2;
    }
    &:hover {
      color: ${({ theme }) => theme.colors.accentStrong};
    }
    &:focus-visible {
      outline: none;
      &::after {
        outline: 3px solid ${({ theme }) => theme.colors.focus};
        outline-offset: -3px;
        border-radius: ${({ theme }) => theme.radii.lg};
      }
    }
  }
`

export const Meta = styled.p`
  && {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accentStrong};
    font-weight: 600;
    margin: 0 0 0.5rem;
  }
`

const Foot = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[3]};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  .price {
    color: ${({ theme }) => theme.colors.accentStrong};
  }
  .more {
    color: ${({ theme }) => theme.colors.text};
  }
`

export interface MediaCardProps {
  to: string
  title: string
  image?: IGatsbyImageData | null
  imageAlt?: string
  flag?: string | false | null
  meta?: ReactNode
  description?: ReactNode
  price?: string | null
  more?: string
  headingLevel?: 2 | 3
}

/** A card whose whole surface links to a page: picture, optional flag, meta line, title, text, price. */
export function MediaCard({
  to,
  title,
  image,
  imageAlt = "",
  flag,
  meta,
  description,
  price,
  more = "Learn more",
  headingLevel = 3,
}: MediaCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <Item>
      {image && (
        <CardMedia>
          {flag && <CardFlag>{flag}</CardFlag>}
          <ContentImage image={image} alt={imageAlt} fill />
        </CardMedia>
      )}
      <Body>
        {meta && <Meta>{meta}</Meta>}
        <Heading>
          <Link className="card-link" to={to}>
            {title}
          </Link>
        </Heading>
        {description && <p>{description}</p>}
        <Foot>
          {price ? <span className="price">{price}</span> : <span />}
          <span className="more" aria-hidden="true">
            {more} →
          </span>
        </Foot>
      </Body>
    </Item>
  )
}

const Quote = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  blockquote {
    margin: 0.75rem 0 1.25rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.7;
  }
  figcaption {
    margin-top: auto;
    display: flex;
    align-items: center;
    gap: 0.85rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  figcaption a {
    position: relative;
    z-index: 1;
    color: ${({ theme }) => theme.colors.accentStrong};
  }
`

const Avatar = styled.div`
  flex: none;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 50%;
  overflow: hidden;
`

export interface ReviewCardProps {
  name: string
  title: string
  rating: number
  text: string
  image?: IGatsbyImageData | null
  imageAlt: string
  service: { title: string; path: string }
  date?: string | null
}

/** A client's review: stars with their text alternative, the quote, who said it and which service. */
export function ReviewCard({ name, title, rating, text, image, imageAlt, service, date }: ReviewCardProps) {
  return (
    <Item>
      <Quote>
        <Stars rating={rating} />
        <blockquote>“{text}”</blockquote>
        <figcaption>
          {image && (
            <Avatar>
              <ContentImage image={image} alt={imageAlt} fill />
            </Avatar>
          )}
          <span>
            <strong>{name}</strong>
            <br />
            {title}
            <br />
            <Link to={service.path}>{service.title}</Link>
            {date && <> · {date}</>}
          </span>
        </figcaption>
      </Quote>
    </Item>
  )
}
