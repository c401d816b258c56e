/**
 * A phone number as a visitor typed it, for reading and for dialling: a North American number (ten
 * digits, or eleven starting with 1) as "(617) 555-0123" and "tel:+16175550123"; any other as typed,
 * dialled by its digits (and its leading +). An extension ("x12", "ext. 12") is kept on both.
 */
import { oneLine } from "./text"

export interface PhoneLink {
  /** For reading: "(617) 555-0123", "(617) 555-0123 ext. 12". */
  display: string
  /** For tapping: "tel:+16175550123", "tel:+16175550123;ext=12". */
  tel: string
}

const EXTENSION = /\s*(?:ext\.?|x)\s*(\d{1,6})\s*$/i

export function phoneLink(typed: string): PhoneLink {
  const line = oneLine(typed)
  const extension = EXTENSION.exec(line)?.[1]
  const number = (extension ? line.replace(EXTENSION, "") : line).trim()
  const plus = number.startsWith("+")
  const digits = number.replace(/\D/g, "")
  const northAmerican =
    !plus && digits.length === 10 ? digits : digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : undefined
  const display = northAmerican ? `(${northAmerican.slice(0, 3)}) ${northAmerican.slice(3, 6)}-${northAmerican.slice(6)}` : number
  const dialled = northAmerican ? `+1${northAmerican}` : `${plus ? "+" : ""}${digits}`
  return {
    display: extension ? `${display} ext. ${extension}` : display,
    tel: `tel:${dialled}${extension ? `;ext=${extension}` : ""}`,
  }
}
