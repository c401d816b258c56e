import { useEffect, useState } from "react"

/**
 * False in the server HTML and until the browser has hydrated the component, then true. Forms
 * that post with JavaScript keep their submit button disabled until then: without the script, the
 * browser would send the form itself, as a GET that puts what was typed into the address bar.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the point of this hook: a second render once hydrated
  useEffect(() => setHydrated(true), [])
  return hydrated
}
