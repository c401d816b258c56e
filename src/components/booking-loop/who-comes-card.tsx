/**
 * Who comes for each leg of a booked ride once its chauffeur accepted it, on the customer's /booking page, and for a
 * leg whose chauffeur the customer was told of was taken off or replaced, that a new one is being arranged: loaded
 * only for a booking that has either (booking-panel.tsx), so no first load of the page carries it.
 */
import type { ReactNode } from "react"
import type { BookingView } from "../../booking-loop/view"
import type { ChauffeurChanging, WhoComes } from "../../booking-loop/who-comes"
import { Card, Details } from "./styles"

const LEGS = { pickup: "Ride there", return: "Return" } as const
const ORDER = Object.keys(LEGS)

type Props = Pick<BookingView, "chauffeurs" | "chauffeursChanging">

/** Who comes for each leg whose chauffeur accepted it (the name, the car and plate, the number to call, where to meet), or that it is changing. */
export default function WhoComesCard({ chauffeurs, chauffeursChanging }: Props) {
  const legs = [...chauffeurs, ...chauffeursChanging].sort((a, b) => ORDER.indexOf(a.leg) - ORDER.indexOf(b.leg))
  if (legs.length === 0) return null
  const several = legs.length > 1
  return (
    <Card aria-labelledby="booking-chauffeur">
      <h2 id="booking-chauffeur">{several ? "Your chauffeurs" : "Your chauffeur"}</h2>
      {legs.map((entry) => (
        <Details key={entry.leg} aria-label={several ? LEGS[entry.leg] : undefined}>
          {several && <Row term="Leg">{LEGS[entry.leg]}</Row>}
          {"was" in entry ? <Changing changing={entry} /> : <Comes who={entry} />}
        </Details>
      ))}
    </Card>
  )
}

/** One term of the card and what it says. */
function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function Comes({ who }: { who: WhoComes }) {
  return (
    <>
      <Row term="Chauffeur">{who.name}</Row>
      <Row term="Car">
        {who.vehicle}, plate {who.plate}
      </Row>
      <Row term={who.phone.whose === "chauffeur" ? "Their mobile" : "To reach them, call dispatch"}>
        <a href={who.phone.tel}>{who.phone.display}</a>
      </Row>
      <Row term="Where to meet">{who.meetingPoint}</Row>
    </>
  )
}

/** The chauffeur (or only the car) the customer was told of is changing: what is being arranged, and that they will be emailed. */
function Changing({ changing }: { changing: ChauffeurChanging }) {
  return changing.carOnly ? (
    <>
      <Row term="Chauffeur">{changing.was}</Row>
      <Row term="Car">Another car is being arranged. We will email you the car and its plate as soon as it is confirmed.</Row>
    </>
  ) : (
    <Row term="Chauffeur">
      A new chauffeur is being arranged: {changing.was} no longer drives you. We will email you who comes, and in which car, as soon as they
      confirm.
    </Row>
  )
}
