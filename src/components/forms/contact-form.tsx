import { useRef, useState } from "react"
import { useForm } from "react-hook-form"
import type { ContactMessage } from "../../forms/contact-schema"
import { lazyResolver } from "../../forms/lazy-resolver"
import { ApiError, postJson } from "../../lib/api-client"
import { Button } from "../ui/button"
import { ErrorText, Field, FieldGrid, describedBy } from "../booking/form-field"
import { useSubmissionEnvelope } from "./submission-envelope"
import { useHydrated } from "../../hooks/use-hydrated"
import { useToast } from "../toast/toast-context"

export const CONTACT_ENDPOINT = "/api/contact-messages"

type Values = { [K in keyof ContactMessage]: string }
const EMPTY: Values = { name: "", email: "", phone: "", message: "" }

// The schema library is not part of the page's first load: it comes when the visitor starts on the form.
const validation = lazyResolver<Values>(() =>
  import(/* webpackChunkName: "contact-validation" */ "../../forms/contact-validation").then((m) => m.contactResolver as never),
)

/** The short contact form on /contact; messages reach dispatch like booking requests. */
export function ContactForm({ phone }: { phone: { display: string; tel: string } }) {
  const hydrated = useHydrated()
  const { envelope, renew, honeypotField } = useSubmissionEnvelope({ inPageHtml: true })
  const { show } = useToast()
  const inFlight = useRef(false)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, ContactMessage>({ resolver: validation.resolver as never, defaultValues: EMPTY, reValidateMode: "onChange" })

  const onSubmit = async (values: ContactMessage) => {
    if (inFlight.current) return
    inFlight.current = true
    setFailure(null)
    try {
      const { reference } = await postJson<{ reference: string }>(CONTACT_ENDPOINT, { ...values, ...envelope() })
      renew()
      reset(EMPTY)
      show({
        tone: "success",
        title: "Message sent",
        description: `Thank you. Your reference is ${reference}; we reply within a few hours.`,
      })
    } catch (error) {
      const fields =
        error instanceof ApiError && error.status === 422 ? error.json<{ errors?: Record<string, string> }>()?.errors : undefined
      if (fields) for (const [field, message] of Object.entries(fields)) if (field in EMPTY) setError(field as keyof Values, { message })
      setFailure(
        fields
          ? "Please check the highlighted fields."
          : "We could not send your message. It is still here: please try again, or call us at",
      )
    } finally {
      inFlight.current = false
    }
  }

  const a11y = (name: keyof Values) => describedBy(name, false, errors[name]?.message)
  return (
    // eslint-disable-next-line react-hooks/refs -- handleSubmit only wraps onSubmit, which reads its refs on submit, not during render
    <form onSubmit={handleSubmit(onSubmit)} onFocus={validation.preload} onPointerEnter={validation.preload} noValidate>
      <FieldGrid>
        <Field name="name" label="Your name" error={errors.name?.message}>
          <input type="text" autoComplete="name" {...register("name")} {...a11y("name")} />
        </Field>
        <Field name="email" label="Email" error={errors.email?.message}>
          <input type="email" autoComplete="email" {...register("email")} {...a11y("email")} />
        </Field>
        <Field name="phone" label="Phone" optional error={errors.phone?.message}>
          <input type="tel" autoComplete="tel" {...register("phone")} {...a11y("phone")} />
        </Field>
        <Field name="message" label="Message" wide error={errors.message?.message}>
          <textarea rows={5} {...register("message")} {...a11y("message")} />
        </Field>
      </FieldGrid>
      {honeypotField}
      {failure && (
        <ErrorText role="alert" css={{ marginTop: "1rem" }}>
          {failure}
          {failure.endsWith("call us at") && (
            <>
              {" "}
              <a href={`tel:${phone.tel}`}>{phone.display}</a>.
            </>
          )}
        </ErrorText>
      )}
      <Button type="submit" disabled={isSubmitting || !hydrated} css={{ marginTop: "1.25rem" }}>
        {isSubmitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  )
}
