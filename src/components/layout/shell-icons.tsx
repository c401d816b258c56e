import type { SVGProps } from "react"

/**
 * The few line icons the page frame needs, drawn inline so the shell ships no icon library.
 * Decorative: each is hidden from assistive technology; the control around it carries the name.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number }

/** The frame every icon is drawn in; the footer's own icons (footer-icons.tsx) use it too. */
export function Svg({ size = 18, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  )
}

export const PhoneIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
  </Svg>
)

export const MailIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6 8.5-6" />
  </Svg>
)

export const ClockIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
)

export const ChevronDownIcon = (props: IconProps) => (
  <Svg size={14} strokeWidth={2} {...props}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
)

export const ArrowRightIcon = (props: IconProps) => (
  <Svg size={14} strokeWidth={1.8} {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Svg>
)

export const ExternalIcon = (props: IconProps) => (
  <Svg size={14} strokeWidth={1.8} {...props}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Svg>
)
