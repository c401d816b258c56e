import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage } from "../ui/responsive-image"
import { Container } from "../ui/container"
import { Breadcrumbs } from "./breadcrumbs"
import { FIRST_SCREEN_END_ID } from "../../theme/first-screen"
import type { Crumb } from "../../lib/json-ld"

const Band = styled.header`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.inverseBackground};
  color: ${({ theme }) => theme.colors.inverseText};
  padding: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[7]};
`

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  .responsive-image {
    opacity: 0.55;
  }
  /* Darkest behind the text (left on wide screens, everywhere on phones), so the heading always reads. */
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    background: linear-gradient(
      180deg,
      ${({ theme }) => theme.colors.inverseBackground}8c 0%,
      ${({ theme }) => theme.colors.inverseBackground}bf 100%
    );
  }
  ${({ theme }) => theme.mq.lg} {
    &::after {
      background: linear-gradient(
        90deg,
        ${({ theme }) => theme.colors.inverseBackground}eb 0%,
        ${({ theme }) => theme.colors.inverseBackground}b3 45%,
        ${({ theme }) => theme.colors.inverseBackground}26 100%
      );
    }
  }
`

const Content = styled(Container)`
  position: relative;
  max-width: 60rem;
  margin-left: max(0px, calc((100% - ${({ theme }) => theme.layout.maxWidth}) / 2));
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.inverseMuted};
    max-width: 42rem;
  }
`

const Eyebrow = styled.p`
  && {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accentOnDark};
    margin-bottom: 0.75rem;
  }
`

export interface PageHeaderProps {
  title: string
  lead?: string | null
  eyebrow?: string
  crumbs?: readonly Crumb[]
  image?: IGatsbyImageData
  children?: ReactNode
}

/** The dark band that opens every inner page: breadcrumbs, the page's one <h1>, its lead and picture. */
export function PageHeader({ title, lead, eyebrow, crumbs, image, children }: PageHeaderProps) {
  return (
    <Band>
      {image && (
        <Backdrop aria-hidden="true">
          <ResponsiveImage className="responsive-image" image={image} alt="" priority fill />
        </Backdrop>
      )}
      <Content>
        {crumbs && crumbs.length > 1 && <Breadcrumbs crumbs={crumbs} />}
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
        {children}
      </Content>
      <span id={FIRST_SCREEN_END_ID} hidden />
    </Band>
  )
}

/**
 * The picture behind a page header, queried the same way on every page: full width, three sizes
 * (it sits dimmed behind the heading, so 1600 px is plenty), AVIF with WebP for browsers without it
 * (it is most pages' largest paint), one set of files per picture.
 */
export const pageBackdropImage = graphql`
  fragment PageBackdropImage on ImageSharp {
    gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 960, 1600], sizes: "100vw", formats: [AVIF, WEBP])
  }
`
