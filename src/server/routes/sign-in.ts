/** Dispatch's sign-in (route.ts): it emails its link over SMTP itself, so its function bundles the mail library and not the delivery. */
import { smtpTransport } from "../delivery/smtp"
import { dispatchHandler } from "../dispatch/endpoints"
import { route } from "../route"

export const dispatchSignIn = route("dispatch/sign-in", (b) =>
  dispatchHandler("dispatch/sign-in", { ...b, answerMinMs: b.linkAnswerMinMs, mailer: smtpTransport }),
)
