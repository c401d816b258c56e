/**
 * Who comes for each leg of a booked ride once its chauffeur accepted it, on the customer's /booking page: loaded
 * only for a booking that has one (booking-panel.tsx), so no first load of the page carries it.
 */
import type { BookingView } from "../../booking-loop/view"
import { Card, Details } from "./styles"

const LEGS = { pickup: "Ride there", return: "Return" } as const

/** Who comes for each leg whose chauffeur accepted it: the name, the car and plate, the number to call, where to meet. */
export default function WhoComesCard({ chauffeurs }: { chauffeurs: BookingView["chauffeurs"] }) {
  if (chauffeurs.length === 0) return null
  return (
    <Card aria-labelledby="booking-chauffeur">
      <h2 id="booking-chauffeur">{chauffeurs.length === 1 ? "Your chauffeur" : "Your chauffeurs"}</h2>
      {chauffeurs.map((who) => (
        <Details key={who.leg} aria-label={chauffeurs.length === 1 ? undefined : LEGS[who.leg]}>
          {chauffeurs.length > 1 && (
            <div>
              <dt>Leg</dt>
              <dd>{LEGS[who.leg]}</dd>
            </div>
          )}
          <div>
            <dt>Chauffeur</dt>
            <dd>{who.name}</dd>
          </div>
          <div>
            <dt>Car</dt>
            <dd>
              {who.vehicle}, plate {who.plate}
            </dd>
          </div>
          <div>
            <dt>{who.phone.whose === "chauffeur" ? "Their mobile" : "To reach them, call dispatch"}</dt>
            <dd>
              <a href={who.phone.tel}>{who.phone.display}</a>
            </dd>
          </div>
          <div>
            <dt>Where to meet</dt>
            <dd>{who.meetingPoint}</dd>
          </div>
        </Details>
      ))}
    </Card>
  )
}
