/**
 * The key the rate limit counts a client under. An IPv4 address is one client. An IPv6 client is
 * counted by its /64: one subscriber, even one machine, is handed at least that block and may take a
 * fresh address from it for every request, so counting single addresses would be no limit at all.
 */
import { isIPv4, isIPv6 } from "node:net"
import { UNKNOWN_CLIENT } from "./http"

/** The groups of 16 bits that make an IPv6 client's prefix: 4, a /64. */
export const IPV6_CLIENT_PREFIX_GROUPS = 4

// An address as a proxy may write it: "[v6]" or "[v6]:port", "v4:port". Linear: no nested repetition.
const BRACKETED = /^\[([^\]]*)\](?::\d{1,5})?$/
const IPV4_WITH_PORT = /^([\d.]{7,15}):\d{1,5}$/

/** An IPv6 address (isIPv6 has accepted it, zone removed) as its eight groups. */
function ipv6Groups(address: string): number[] {
  let text = address
  const lastColon = text.lastIndexOf(":")
  const tail = text.slice(lastColon + 1)
  // An embedded IPv4 address ("::ffff:203.0.113.9") is the last two groups.
  if (tail.includes(".")) {
    const [a, b, c, d] = tail.split(".").map(Number)
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, rest] = text.split("::")
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => parseInt(group, 16)) : [])
  const before = parse(head)
  const after = parse(rest)
  const zeros = rest === undefined ? [] : new Array<number>(8 - before.length - after.length).fill(0)
  return [...before, ...zeros, ...after]
}

/** `::ffff:a.b.c.d`: an IPv4 client reached over IPv6, counted as that IPv4 address. */
function mappedIpv4(groups: number[]): string | undefined {
  if (!groups.slice(0, 5).every((group) => group === 0) || groups[5] !== 0xffff) return undefined
  return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".")
}

/**
 * The rate limit's key for an address: the IPv4 address, or the IPv6 /64 as "2001:db8:1:2::/64".
 * Anything that is not an address shares the unknown client's key, so made-up text cannot open a
 * count of its own per request.
 */
export function rateKey(address: string): string {
  let text = address.trim().toLowerCase()
  text = BRACKETED.exec(text)?.[1] ?? IPV4_WITH_PORT.exec(text)?.[1] ?? text
  text = text.split("%")[0]
  if (isIPv4(text)) return text
  if (!isIPv6(text)) return UNKNOWN_CLIENT
  const groups = ipv6Groups(text)
  return (
    mappedIpv4(groups) ??
    `${groups
      .slice(0, IPV6_CLIENT_PREFIX_GROUPS)
      .map((group) => group.toString(16))
      .join(":")}::/${IPV6_CLIENT_PREFIX_GROUPS * 16}`
  )
}
