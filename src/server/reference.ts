/** Reference ids such as MP-7KQ4-XZ9B: read over the phone, so no 0/O, 1/I/L or U/V look-alikes. */
import { randomInt } from "node:crypto"

export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ"
export const REFERENCE_PATTERN = /^MP-[23456789ABCDEFGHJKMNPQRSTWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTWXYZ]{4}$/

function randomGroup(): string {
  let group = ""
  for (let i = 0; i < 4; i += 1) group += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]
  return group
}

/** A new reference from the crypto random source (29^8, about 5 × 10^11 possibilities). */
export function newReference(): string {
  return `MP-${randomGroup()}-${randomGroup()}`
}
