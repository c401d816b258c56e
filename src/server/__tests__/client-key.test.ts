/** @jest-environment node */
import { rateKey } from "../client-key"
import { UNKNOWN_CLIENT } from "../http"

describe("the key a client is counted under", () => {
  it.each([
    // IPv4: the address itself, however it arrived.
    ["203.0.113.9", "203.0.113.9"],
    [" 203.0.113.9 ", "203.0.113.9"],
    ["203.0.113.9:51234", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["::FFFF:cb00:7109", "203.0.113.9"],
    ["0:0:0:0:0:ffff:203.0.113.9", "203.0.113.9"],
    // IPv6: the /64, expanded and lower-cased, so every spelling of one block is one client.
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:FFFF:FFFF:FFFF:FFFF", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:0000:0000:0000:0009", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:3:4:1.2.3.4", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2::5]", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2::5]:443", "2001:db8:1:2::/64"],
    ["2001:db8:1:3::1", "2001:db8:1:3::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    // Not an address: all such requests share the unknown client's count, never one each.
    [UNKNOWN_CLIENT, UNKNOWN_CLIENT],
    ["", UNKNOWN_CLIENT],
    ["not-an-address", UNKNOWN_CLIENT],
    ["x".repeat(10_000), UNKNOWN_CLIENT],
    ["203.0.113.256", UNKNOWN_CLIENT],
    ["2001:db8:::1", UNKNOWN_CLIENT],
  ])("%j → %j", (address, key) => {
    expect(rateKey(address)).toBe(key)
  })
})
