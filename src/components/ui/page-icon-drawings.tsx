// What static/icons holds: each page icon drawn by the icon set, as `npm run icons` writes it and
// the unit test checks it. Not part of the site's code.
import type { LucideIcon } from "lucide-react"
import { renderToStaticMarkup } from "react-dom/server"
import Award from "lucide-react/icons/award"
import Briefcase from "lucide-react/icons/briefcase"
import CalendarClock from "lucide-react/icons/calendar-clock"
import Clock from "lucide-react/icons/clock"
import ExternalLink from "lucide-react/icons/external-link"
import Mail from "lucide-react/icons/mail"
import MapPin from "lucide-react/icons/map-pin"
import Phone from "lucide-react/icons/phone"
import Plane from "lucide-react/icons/plane"
import RotateCcw from "lucide-react/icons/rotate-ccw"
import ShieldCheck from "lucide-react/icons/shield-check"
import Sparkles from "lucide-react/icons/sparkles"
import Users from "lucide-react/icons/users"
import { ICONS, CONTENT_STROKE_WIDTH } from "./icon"
import { ICON_NAMES } from "./icon-names"
import { contentIconFile, pageIconFile, type PageIconName } from "./page-icon"

type Drawing = LucideIcon | (typeof ICONS)[keyof typeof ICONS]

const PAGE_DRAWINGS: Record<PageIconName, Drawing> = {
  phone: Phone,
  mail: Mail,
  clock: Clock,
  "map-pin": MapPin,
  "external-link": ExternalLink,
  "shield-check": ShieldCheck,
  award: Award,
  users: Users,
  briefcase: Briefcase,
  sparkles: Sparkles,
  plane: Plane,
  "calendar-clock": CalendarClock,
  "rotate-ccw": RotateCcw,
}

/** A standalone SVG file of the drawing (a mask: only its shape counts, so its colour is black). */
function svgFile(Drawn: Drawing, strokeWidth?: number): string {
  const markup = renderToStaticMarkup(<Drawn strokeWidth={strokeWidth} color="#000" />)
  return `${markup.replace(/ class="[^"]*"/, "")}\n`
}

/** Every file of static/icons: its name and its text. */
export function pageIconFiles(): { file: string; svg: string }[] {
  return [
    ...(Object.keys(PAGE_DRAWINGS) as PageIconName[]).map((name) => ({ file: pageIconFile(name), svg: svgFile(PAGE_DRAWINGS[name]) })),
    ...ICON_NAMES.map((name) => ({ file: contentIconFile(name), svg: svgFile(ICONS[name], CONTENT_STROKE_WIDTH) })),
  ]
}
