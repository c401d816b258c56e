/** @jest-environment node */
import fs from "fs"
import path from "path"
import { renderToStaticMarkup } from "react-dom/server"
import { pageIconFiles } from "../page-icon-drawings"
import { ContentIcon, PageIcon, PAGE_ICONS } from "../page-icon"
import { ICON_NAMES } from "../icon-names"

const dir = path.resolve(__dirname, "../../../../static/icons")

test("static/icons holds exactly the page and content icons, each as the icon set draws it (run `npm run icons` after a change)", () => {
  const expected = pageIconFiles()
  expect(fs.readdirSync(dir).sort()).toEqual(expected.map((icon) => icon.file).sort())
  for (const { file, svg } of expected) {
    expect({ file, svg: fs.readFileSync(path.join(dir, file), "utf8") }).toEqual({ file, svg })
  }
  expect(expected).toHaveLength(PAGE_ICONS.length + ICON_NAMES.length)
})

test("a page icon is a hidden, sized shape cut from its file, in the colour of the text around it", () => {
  const html = renderToStaticMarkup(<PageIcon name="phone" size={20} />)
  expect(html).toContain('aria-hidden="true"')
  expect(html).toContain("width:20px;height:20px")
  expect(html).toContain("mask-image:url(/icons/phone.svg)")
  expect(renderToStaticMarkup(<ContentIcon name="plane" />)).toContain("mask-image:url(/icons/plane-fine.svg)")
})
