import { useState } from "react"
import styled from "@emotion/styled"
import { ResponsiveImage, type ResponsiveImageProps } from "./responsive-image"

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  gap: 0.5rem;
  min-height: 10rem;
  height: 100%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    width: 2rem;
    height: 2rem;
  }
`

/** A content picture; if the file fails to load, a placeholder says so (spec §8). */
export function ContentImage(props: Omit<ResponsiveImageProps, "onError">) {
  const [failed, setFailed] = useState(false)
  if (failed) {
    return (
      <Placeholder role="img" aria-label="Failed to load image">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
          <path d="M3 3l18 18M21 15V5a2 2 0 0 0-2-2H9M3 7v12a2 2 0 0 0 2 2h12M9.5 13.5L7 17h9" />
        </svg>
        <span aria-hidden="true">Failed to load image</span>
      </Placeholder>
    )
  }
  return <ResponsiveImage {...props} onError={() => setFailed(true)} />
}
