import styled from "@emotion/styled"
import type { UseFormRegisterReturn } from "react-hook-form"
import Sparkles from "lucide-react/icons/sparkles"
import CircleAlert from "lucide-react/icons/circle-alert"
import { VEHICLES } from "../../booking/rates-data"
import { dollars } from "../../booking/rates"
import type { Estimate } from "../../booking/fare"
import { ErrorText, fieldIds } from "./form-field"
import type { VehiclePictures } from "./use-vehicle-pictures"

export const ChoiceLegend = styled.legend`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  margin-bottom: 0.4rem;
  padding: 0;
`

/** Radio buttons drawn as cards: the whole card is the label, the ring shows the choice and the focus. */
export const ChoiceCards = styled.div<{ columns?: number }>`
  display: grid;
  gap: 0.5rem;
  grid-template-columns: 1fr 1fr;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(${({ columns = 3 }) => columns}, 1fr);
  }
  label {
    position: relative;
    display: flex;
    align-items: center;
    gap: 0.6rem;
    min-height: 3.25rem;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 500;
    line-height: 1.25;
    cursor: pointer;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.accentStrong};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.accentStrong};
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accentStrong};
  }
`

const VehicleCards = styled(ChoiceCards)`
  grid-template-columns: 1fr 1fr;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(4, 1fr);
  }
  label {
    flex-direction: column;
    align-items: stretch;
    gap: 0.35rem;
    padding: 0.5rem 0.5rem 0.6rem;
  }
  .picture {
    display: grid;
    place-items: center;
    aspect-ratio: 8 / 5;
    border-radius: calc(${({ theme }) => theme.radii.sm} - 2px);
    background: ${({ theme }) => theme.colors.surfaceMuted};
    overflow: hidden;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  .name {
    font-weight: 600;
  }
  .specs {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* A vehicle that cannot seat the party says so in words; its picture steps back. */
  .too-small {
    display: flex;
    align-items: flex-start;
    gap: 0.3rem;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.danger};
    svg {
      flex: none;
      margin-top: 0.1em;
      color: currentColor;
    }
  }
  label[data-too-small] .picture {
    opacity: 0.55;
  }
  .price {
    margin-top: auto;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`

interface Props {
  field: UseFormRegisterReturn<"vehicle">
  pictures: VehiclePictures
  passengers: number
  /** The estimate over every vehicle that seats the party, so each card shows its own price for the trip. */
  prices: Estimate
  error?: string
}

/** What each card's price line says: a vehicle's estimate, or the range for "recommend one for me". */
function priceLines(prices: Estimate): { range?: string; bySlug: Map<string, string> } {
  if (prices.kind !== "estimate") return { bySlug: new Map() }
  const range = prices.low === prices.high ? dollars(prices.low) : `${dollars(prices.low)} – ${dollars(prices.high)}`
  return {
    range: `Estimate ${range}`,
    bySlug: new Map(prices.options.map((option) => [option.vehicle, `Estimate ${dollars(option.amount)}`])),
  }
}

/** What a card says when its vehicle cannot seat the party, before any submit. */
export const tooSmallText = (passengers: number): string => `Too small for ${passengers} passengers`

/** The vehicle: one of the fleet (picture, seats, bags), or "recommend one for me". */
export function VehiclePicker({ field, pictures, passengers, prices, error }: Props) {
  const ids = fieldIds("vehicle")
  const { range, bySlug } = priceLines(prices)
  return (
    <fieldset
      css={{ border: 0, margin: "0 0 1.25rem", padding: 0 }}
      aria-describedby={error ? ids.error : undefined}
      aria-invalid={error ? true : undefined}
    >
      <ChoiceLegend>Vehicle</ChoiceLegend>
      <VehicleCards>
        <label>
          <input type="radio" value="" {...field} />
          <span className="picture" aria-hidden="true">
            <Sparkles size={30} strokeWidth={1.5} />
          </span>
          <span className="name">Recommend one for me</span>
          <span className="specs">Matched to your party and bags</span>
          {range && <span className="price">{range}</span>}
        </label>
        {VEHICLES.map((vehicle) => (
          <label key={vehicle.slug} data-too-small={passengers > vehicle.passengers || undefined}>
            <input type="radio" value={vehicle.slug} {...field} />
            <span className="picture">
              {pictures[vehicle.slug] && (
                <img src={pictures[vehicle.slug]} alt="" width={240} height={150} loading="lazy" decoding="async" />
              )}
            </span>
            <span className="name">{vehicle.name}</span>
            <span className="specs">
              Seats {vehicle.passengers} · {vehicle.luggage} bags
            </span>
            {passengers > vehicle.passengers && (
              <span className="too-small">
                <CircleAlert size={14} strokeWidth={2.25} aria-hidden="true" />
                {tooSmallText(passengers)}
              </span>
            )}
            {bySlug.has(vehicle.slug) && <span className="price">{bySlug.get(vehicle.slug)}</span>}
          </label>
        ))}
      </VehicleCards>
      {error && <ErrorText id={ids.error}>{error}</ErrorText>}
    </fieldset>
  )
}
