import type { ComponentType, SVGProps } from "react"
import {
  Award,
  Briefcase,
  Building,
  Building2,
  CalendarDays,
  Car,
  Clock,
  Globe,
  GraduationCap,
  Handshake,
  Heart,
  Landmark,
  MapPin,
  MoonStar,
  Mountain,
  PartyPopper,
  Plane,
  Presentation,
  Route,
  ShieldCheck,
  Ship,
  Sparkles,
  Star,
  Stethoscope,
  Trees,
  UserRound,
  Users,
  Wine,
} from "lucide-react"
import type { IconName } from "./icon-names"

type IconComponent = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string; strokeWidth?: number | string }>

const ICONS: Record<IconName, IconComponent> = {
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

/** A decorative icon named in content; hidden from assistive technology (the text beside it speaks). */
export function Icon({ name, size = 22 }: { name: string; size?: number }) {
  const Drawing = ICONS[name as IconName] ?? Star
  return <Drawing size={size} strokeWidth={1.6} aria-hidden="true" focusable="false" />
}
