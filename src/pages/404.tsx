import type { HeadProps } from "gatsby"
import styled from "@emotion/styled"
import { Container } from "../components/ui/container"
import { Button, ButtonLink } from "../components/ui/button"
import { Seo } from "../components/seo/seo"
import { useHydrated } from "../hooks/use-hydrated"
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
`

/**
 * docs/REQUIREMENTS.md §2 and §8: the Page Not Found screen with Go Home and Go Back. Go Home is a
 * link, so it works before the page's script has run. Go Back needs the script and a previous page
 * in this tab (a visitor who followed a link from elsewhere in a new tab has none), so it appears
 * only with both.
 */
export default function NotFoundPage() {
  const canGoBack = useHydrated() && window.history.length > 1
  return (
    <Wrapper>
      <h1>Page Not Found</h1>
      <p>The page you're looking for doesn't exist or has been moved.</p>
      <Actions>
        <ButtonLink to={routes.home}>Go Home</ButtonLink>
        {canGoBack && (
          <Button type="button" variant="secondary" onClick={() => window.history.back()}>
            Go Back
          </Button>
        )}
      </Actions>
    </Wrapper>
  )
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Page Not Found"
      description="The page you're looking for doesn't exist or has been moved."
      path={location.pathname}
      robots="noindex, follow"
    />
  )
}
