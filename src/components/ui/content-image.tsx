import styled from "@emotion/styled"
import { IMAGE_FAILED_ATTRIBUTE } from "../../lib/image-failure"
import { ResponsiveImage, type ResponsiveImageProps } from "./responsive-image"

/** Covers the picture's frame, shown only once the picture has failed. */
const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  display: none;
  place-items: center;
  align-content: center;
  gap: 0.5rem;
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  [${IMAGE_FAILED_ATTRIBUTE}] > & {
    display: grid;
  }
  svg {
    width: 2rem;
    height: 2rem;
  }
`

/**
 * A content picture; if the file fails to load, a placeholder says so (docs/REQUIREMENTS.md §8).
 * The placeholder is in the server HTML and the page marks the failure itself, so it shows whether
 * or not the page's code has loaded (src/lib/image-failure.ts).
 */
export function ContentImage(props: Omit<ResponsiveImageProps, "failureView">) {
  const placeholder = (
    <Placeholder role="img" aria-label="Failed to load image">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
        <path d="M3 3l18 18M21 15V5a2 2 0 0 0-2-2H9M3 7v12a2 2 0 0 0 2 2h12M9.5 13.5L7 17h9" />
      </svg>
      <span aria-hidden="true">Failed to load image</span>
    </Placeholder>
  )
  return <ResponsiveImage {...props} failureView={placeholder} />
}
