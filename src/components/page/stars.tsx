import styled from "@emotion/styled"

const Row = styled.span`
  display: inline-flex;
  gap: 0.15rem;
  color: ${({ theme }) => theme.colors.accentStrong};
  svg {
    width: 1.1rem;
    height: 1.1rem;
  }
`

/** Star rating drawn as five stars; assistive technology reads "Rated N out of 5". */
export function Stars({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  const filled = Math.round(rating)
  return (
    <Row role="img" aria-label={`Rated ${rating} out of ${outOf}`}>
      {Array.from({ length: outOf }, (_, i) => (
        <svg key={i} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
            fill={i < filled ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </Row>
  )
}
