import { Component, type ErrorInfo, type ReactNode } from "react"
import styled from "@emotion/styled"

const Screen = styled.div`
  min-height: 70vh;
  display: grid;
  place-items: center;
  padding: 4rem 1.5rem;
  text-align: center;
  & > div {
    max-width: 36rem;
  }
  button {
    font: inherit;
    margin: 0.5rem;
    padding: 0.75rem 1.5rem;
    border-radius: 999px;
    border: 1px solid currentColor;
    background: transparent;
    cursor: pointer;
  }
`

/** docs/REQUIREMENTS.md §2 and §8: shown when rendering fails; the error's details stay in the console, not on screen. */
export function ErrorScreen() {
  return (
    <Screen role="alert">
      <div>
        <h1>Something went wrong</h1>
        <p>We apologize for the inconvenience. Our team has been notified and is working to fix this issue.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload Page
        </button>
        <button type="button" onClick={() => window.location.assign("/")}>
          Go Home
        </button>
      </div>
    </Screen>
  )
}

interface Props {
  children: ReactNode
  /** Replaces the default error screen when given. */
  fallback?: ReactNode
}

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("A rendering error was caught by the error boundary:", error, info.componentStack)
  }

  render() {
    if (!this.state.failed) return this.props.children
    return this.props.fallback ?? <ErrorScreen />
  }
}
