/** @jest-environment node */
import { SHARED_CHUNK_NAME_LENGTH, shortenSharedChunkNames } from "../short-chunk-names"

describe("shortenSharedChunkNames", () => {
  it("cuts Gatsby's 40-character shared chunk names to their first characters, leaving other names alone", () => {
    const names = ["687342eea11ee1b218c2722ec072aa5533149835", "framework"]
    let call = 0
    const splitChunks = { cacheGroups: { shared: { name: () => names[call++] } } }
    expect(shortenSharedChunkNames(splitChunks)).toBe(true)
    const name = (splitChunks.cacheGroups.shared as { name: () => unknown }).name
    expect(name()).toBe("687342eea11ee1b218c2722ec072aa5533149835".slice(0, SHARED_CHUNK_NAME_LENGTH))
    expect(name()).toBe("framework")
  })

  it("says so when the config has no shared group to rename", () => {
    expect(shortenSharedChunkNames(false)).toBe(false)
    expect(shortenSharedChunkNames({ cacheGroups: {} })).toBe(false)
    expect(shortenSharedChunkNames({ cacheGroups: { shared: { name: "fixed" } } })).toBe(false)
  })
})
