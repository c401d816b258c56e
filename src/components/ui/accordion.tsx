import { useId, useState, type ReactNode } from "react"
import styled from "@emotion/styled"
import { keyframes } from "@emotion/react"

export interface AccordionItem {
  /** Stable identifier; also the suffix of the button's and panel's element ids. */
  id: string
  question: ReactNode
  /** A plain-text answer is set as a paragraph; anything else is rendered as given. */
  answer: ReactNode
}

export interface AccordionProps {
  items: readonly AccordionItem[]
  /** Level of the heading that wraps each question, to fit the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  /** Item open on first render; none by default. */
  defaultOpenId?: string | null
  /** Prefix of the element ids; defaults to a generated one, so two accordions never clash. */
  idPrefix?: string
  className?: string
}

const List = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const Heading = styled.div`
  && {
    margin: 0;
    font-size: inherit;
    font-family: inherit;
    line-height: inherit;
    letter-spacing: normal;
  }
`

const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 1.25rem;
  padding: 1.25rem 0.25rem;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  line-height: 1.3;
  text-align: left;
  text-wrap: pretty;
  cursor: pointer;
  transition: color ${({ theme }) => theme.motion.fast};
  &:hover {
    color: ${({ theme }) => theme.colors.accentStrong};
  }
  &[aria-expanded="true"] {
    color: ${({ theme }) => theme.colors.accentStrong};
  }
`

/** A plus that turns into a minus: drawn in CSS, hidden from assistive technology (aria-expanded speaks). */
const Sign = styled.span`
  position: relative;
  flex: none;
  width: 2rem;
  height: 2rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  transition:
    background ${({ theme }) => theme.motion.base},
    border-color ${({ theme }) => theme.motion.base};
  &::before,
  &::after {
    content: "";
    position: absolute;
    left: 50%;
    top: 50%;
    width: 0.75rem;
    height: 1.5px;
    background: currentColor;
    transform: translate(-50%, -50%);
    transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  }
  &::after {
    transform: translate(-50%, -50%) rotate(90deg);
  }
  [aria-expanded="true"] > & {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};
  }
  [aria-expanded="true"] > &::after {
    transform: translate(-50%, -50%) rotate(0deg);
  }
`

const reveal = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`

const Panel = styled.div`
  padding: 0 3.25rem 1.5rem 0.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
  animation: ${reveal} ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  p:last-child {
    margin-bottom: 0;
  }
`

/**
 * Questions and answers, one open at a time (opening one closes the other; the open one closes
 * again on a second press). Each question is a button inside a heading, with `aria-expanded` and
 * `aria-controls`; each answer is a `region` labelled by its question (WAI-ARIA APG accordion).
 * Closed answers stay in the HTML (`hidden`), so search engines and find-in-page tools see them.
 */
export function Accordion({ items, headingLevel = 3, defaultOpenId = null, idPrefix, className }: AccordionProps) {
  const generated = useId().replace(/:/g, "")
  const prefix = idPrefix ?? `accordion-${generated}`
  const [openId, setOpenId] = useState<string | null>(defaultOpenId)
  const tag = `h${headingLevel}` as const
  return (
    <List className={className}>
      {items.map((item) => {
        const open = item.id === openId
        const buttonId = `${prefix}-${item.id}-button`
        const panelId = `${prefix}-${item.id}-panel`
        return (
          <Item key={item.id}>
            <Heading as={tag}>
              <Trigger
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.question}</span>
                <Sign aria-hidden="true" />
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              {typeof item.answer === "string" ? <p>{item.answer}</p> : item.answer}
            </Panel>
          </Item>
        )
      })}
    </List>
  )
}
