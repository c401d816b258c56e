import styled from "@emotion/styled"
import { AreaCard } from "../ui/area-card"
import { routes } from "../../lib/routes"
import { Section, SectionIntro, sectionLink, type SectionText } from "./home-section"

export interface AreaGroupData {
  state: string
  stateCode: string
  icon: string
  cities: readonly string[]
  highlights: readonly string[]
  stats: readonly { label: string; value: string }[]
  popular: boolean
}

export interface TownLink {
  name: string
  state: string
  path: string
}

const Grid = styled.ul`
  display: grid;
  gap: 1.5rem;
  list-style: none;
  padding: 0;
  margin: 0;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    display: flex;
  }
  li > * {
    flex: 1;
  }
`

/** The two states we drive in, each with its towns, figures and town pages. */
export function ServiceAreas({ text, groups, towns }: { text: SectionText; groups: readonly AreaGroupData[]; towns: readonly TownLink[] }) {
  return (
    <Section id="home-areas" tone="muted">
      <SectionIntro id="home-areas" eyebrow={text.eyebrow} title={text.title} link={sectionLink(text, routes.serviceAreas)} />
      <Grid>
        {groups.map((g) => (
          <li key={g.stateCode}>
            <AreaCard
              state={g.state}
              icon={g.icon}
              cities={g.cities}
              highlights={g.highlights}
              stats={g.stats}
              popular={g.popular}
              towns={towns.filter((t) => t.state === g.stateCode)}
            />
          </li>
        ))}
      </Grid>
    </Section>
  )
}
