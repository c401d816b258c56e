/** @jest-environment node */
import { escapeHtml, headerText, htmlLines } from "../text"

describe("text made safe", () => {
  it("header text is one line without control characters", () => {
    expect(headerText("Eve\r\nBcc: victim@example.com")).toBe("Eve Bcc: victim@example.com")
    expect(headerText("a\u0000b\u2028c\td")).toBe("a b c d")
    expect(headerText("x".repeat(500), 50)).toHaveLength(50)
  })

  it("HTML escapes every markup character", () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;")
    expect(htmlLines("a<b>\nc")).toBe("a&lt;b&gt;<br>c")
  })
})
