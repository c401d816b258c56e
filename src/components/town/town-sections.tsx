/**
 * The parts of a town's page below its airport runs (the town in the editors' words with the places
 * we drive to, the services and the nearby towns): one chunk, whose code loads only when a visitor
 * reaches for a part (src/templates/town.tsx makes each an island). Until then each stays the
 * server's HTML, so opening the page hydrates only its top.
 */
import { Link } from "gatsby"
import { Section, SectionHeading, Checklist, ChipList, Split, Panel } from "../page/section"
import { StickyPanel } from "../page/feature-panels"
import { TownChips, type TownLink } from "../page/town-chips"
import { MdxBody } from "../page/mdx"
import { Container } from "../ui/container"
import { BookNowButton } from "../booking/book-now-button"
import { ContentIcon } from "../ui/page-icon"
import { routes } from "../../lib/routes"

/** The town in the editors' words, beside the places we drive to there and a pickup booked in the town. */
export function TownAbout({ place, town, html, landmarks }: { place: string; town: string; html: string; landmarks: readonly string[] }) {
  return (
    <Section aria-label={`Chauffeur service in ${place}`}>
      <Container>
        <Split>
          <MdxBody bare html={html} />
          <StickyPanel as="aside" aria-labelledby="landmarks">
            <h2 id="landmarks">Places we drive to in and around {town}</h2>
            <Checklist>
              {landmarks.map((landmark) => (
                <li key={landmark}>{landmark}</li>
              ))}
            </Checklist>
            <BookNowButton preset={{ pickupLocation: place }} css={{ width: "100%", marginTop: "0.5rem" }}>
              Book a pickup in {town}
            </BookNowButton>
          </StickyPanel>
        </Split>
      </Container>
    </Section>
  )
}

interface ServiceLink {
  title: string
  path: string
  icon: string
}

/** Every service, and the towns near this one. */
export function TownServices({
  place,
  services,
  neighbors,
}: {
  place: string
  services: readonly ServiceLink[]
  neighbors: readonly TownLink[]
}) {
  return (
    <Section tone="muted" aria-labelledby="services">
      <Container>
        <Split>
          <div>
            <SectionHeading id="services" eyebrow="What we offer" title={`Our services in ${place}`} />
            <ChipList>
              {services.map((service) => (
                <li key={service.path}>
                  <Link to={service.path}>
                    <ContentIcon name={service.icon} size={18} />
                    {service.title}
                  </Link>
                </li>
              ))}
            </ChipList>
          </div>
          <Panel>
            <h2 id="nearby">Nearby towns we serve</h2>
            <TownChips towns={neighbors} labelledBy="nearby" />
            <p css={{ marginTop: "1.25rem", marginBottom: 0 }}>
              <Link to={routes.serviceAreas}>All service areas</Link>
            </p>
          </Panel>
        </Split>
      </Container>
    </Section>
  )
}
