import type { ComponentType, SVGProps } from "react"
import Award from "lucide-react/icons/award"
import Briefcase from "lucide-react/icons/briefcase"
import Building from "lucide-react/icons/building"
import Building2 from "lucide-react/icons/building-2"
import CalendarDays from "lucide-react/icons/calendar-days"
import Car from "lucide-react/icons/car"
import Clock from "lucide-react/icons/clock"
import Globe from "lucide-react/icons/globe"
import GraduationCap from "lucide-react/icons/graduation-cap"
import Handshake from "lucide-react/icons/handshake"
import Heart from "lucide-react/icons/heart"
import Landmark from "lucide-react/icons/landmark"
import MapPin from "lucide-react/icons/map-pin"
import MoonStar from "lucide-react/icons/moon-star"
import Mountain from "lucide-react/icons/mountain"
import PartyPopper from "lucide-react/icons/party-popper"
import Plane from "lucide-react/icons/plane"
import Presentation from "lucide-react/icons/presentation"
import Route from "lucide-react/icons/route"
import ShieldCheck from "lucide-react/icons/shield-check"
import Ship from "lucide-react/icons/ship"
import Sparkles from "lucide-react/icons/sparkles"
import Star from "lucide-react/icons/star"
import Stethoscope from "lucide-react/icons/stethoscope"
import Trees from "lucide-react/icons/trees"
import UserRound from "lucide-react/icons/user-round"
import Users from "lucide-react/icons/users"
import Wine from "lucide-react/icons/wine"
import type { IconName } from "./icon-names"

type IconComponent = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string; strokeWidth?: number | string }>

/** Each content icon name's drawing. */
export const ICONS: Record<IconName, IconComponent> = {
  plane: Plane,
  briefcase: Briefcase,
  heart: Heart,
  "party-popper": PartyPopper,
  sparkles: Sparkles,
  stethoscope: Stethoscope,
  "graduation-cap": GraduationCap,
  "user-round": UserRound,
  "building-2": Building2,
  ship: Ship,
  "moon-star": MoonStar,
  route: Route,
  clock: Clock,
  car: Car,
  wine: Wine,
  handshake: Handshake,
  presentation: Presentation,
  "calendar-days": CalendarDays,
  globe: Globe,
  users: Users,
  landmark: Landmark,
  mountain: Mountain,
  "map-pin": MapPin,
  "shield-check": ShieldCheck,
  star: Star,
  award: Award,
  trees: Trees,
  building: Building,
}

/** Content icons are drawn finer than the icon set's default stroke of 2. */
export const CONTENT_STROKE_WIDTH = 1.6

/**
 * A decorative icon named in content, drawn by code; hidden from assistive technology (the text
 * beside it speaks). For code that loads on its own (the booking form, islands); a page's own
 * markup uses ContentIcon (page-icon.tsx), which brings no icon code.
 */
export function Icon({ name, size = 22 }: { name: string; size?: number }) {
  const Drawing = ICONS[name as IconName] ?? Star
  return <Drawing size={size} strokeWidth={CONTENT_STROKE_WIDTH} aria-hidden="true" focusable="false" />
}
