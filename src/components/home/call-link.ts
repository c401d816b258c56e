import { Button } from "../ui/button"

/** A tel: link that looks like the site's secondary button ("ghost-light" on dark bands). */
export const CallLink = Button.withComponent("a")

/** The phone drawing beside a call link: the same one the header and footer use. */
export { PhoneIcon } from "../layout/shell-icons"
