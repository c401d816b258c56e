import styled from "@emotion/styled"
import { Container } from "../ui/container"

/** A vertical band of page content. */
export const Section = styled.section`
  padding: ${({ theme }) => theme.space[8]} 0 0;
`

/** Long-form text from MDX, set for reading. */
export const Prose = styled(Container)`
  max-width: 46rem;
  margin-left: max(0px, calc((100% - ${({ theme }) => theme.layout.maxWidth}) / 2));
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-top: 2rem;
  }
  li + li {
    margin-top: 0.4rem;
  }
  a {
    color: ${({ theme }) => theme.colors.accentStrong};
  }
`

export const CardGrid = styled.ul`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  list-style: none;
  margin: 0;
  padding: 0;
`

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.soft};
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0 0 0.5rem;
  }
  & > div:last-of-type {
    padding: 1.25rem 1.5rem 1.5rem;
  }
`

export const Price = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accentStrong};
`

export const Checklist = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  li {
    padding-left: 1.5rem;
    position: relative;
  }
  li::before {
    content: "";
    position: absolute;
    left: 0.2rem;
    top: 0.55em;
    width: 0.55rem;
    height: 0.3rem;
    border-left: 2px solid ${({ theme }) => theme.colors.accentStrong};
    border-bottom: 2px solid ${({ theme }) => theme.colors.accentStrong};
    transform: rotate(-45deg);
  }
`
