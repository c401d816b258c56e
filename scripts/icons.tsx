// Writes static/icons: the page icons as SVG files (src/components/ui/page-icon.tsx). Run it after
// adding an icon to PAGE_ICONS or ICON_NAMES; a unit test fails while the files are out of date.
// Usage: npm run icons
import fs from "fs"
import path from "path"
import { pageIconFiles } from "../src/components/ui/page-icon-drawings"

const dir = path.resolve(__dirname, "..", "static", "icons")
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })
for (const { file, svg } of pageIconFiles()) fs.writeFileSync(path.join(dir, file), svg)
console.log(`Wrote ${fs.readdirSync(dir).length} icons to static/icons`)
