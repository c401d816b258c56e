import type { HeadProps } from "gatsby"
import { navigate } from "gatsby"
import styled from "@emotion/styled"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { routes } from "../lib/routes"

const Wrapper = styled(Container)`
  padding-top: 6rem;
  padding-bottom: 4rem;
  text-align: center;
  max-width: 40rem;
`

const Actions = styled.div`
  display: flex;
  justify-content: center;
  gap: 1rem;
  flex-wrap: wrap;
  button {
    font: inherit;
    padding: 0.75rem 1.5rem;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.background};
    cursor: pointer;
  }
  button + button {
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
  }
`

/** Spec §2/§8: the Page Not Found screen with Go Home and Go Back. */
export default function NotFoundPage() {
  return (
    <Wrapper>
      <h1>Page Not Found</h1>
      <p>The page you're looking for doesn't exist or has been moved.</p>
      <Actions>
        <button type="button" onClick={() => navigate(routes.home)}>
          Go Home
        </button>
        <button type="button" onClick={() => window.history.back()}>
          Go Back
        </button>
      </Actions>
    </Wrapper>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title="Page Not Found" description="The page you're looking for doesn't exist or has been moved." path={location.pathname} robots="noindex, follow" />
}
