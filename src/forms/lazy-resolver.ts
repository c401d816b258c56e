import type { FieldValues, Resolver } from "react-hook-form"

export interface LazyResolverOptions {
  /** How long the first check waits for the code before letting the values go on unchecked. */
  timeoutMs?: number
  /** After a failed fetch, how long checks go on without trying again (one fetch per keystroke helps nobody). */
  retryAfterMs?: number
}

/**
 * A react-hook-form resolver whose validation code (a schema library and its schema) is fetched
 * when the form is first used instead of with the page: `preload` starts the fetch (call it when
 * the visitor reaches the form), and the first validation waits for it.
 *
 * If the code cannot be fetched in time (a lost connection, a deploy that replaced the chunk), the
 * values go on unchecked: the server checks them with the same schema and its answer (422 with a
 * message per field, or the failure to reach it) is shown as usual, so nothing typed is lost.
 */
export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
  { timeoutMs = 8000, retryAfterMs = 10000 }: LazyResolverOptions = {},
): { resolver: Resolver<T>; preload: () => void } {
  let loading: Promise<Resolver<T>> | undefined
  let failedAt = Number.NEGATIVE_INFINITY

  const get = (): Promise<Resolver<T>> => {
    if (loading) return loading
    if (Date.now() - failedAt < retryAfterMs) return Promise.reject(new Error("The form's checks failed to load a moment ago"))
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`The form's checks did not load within ${timeoutMs} ms`)), timeoutMs)
    })
    loading = Promise.race([load(), timeout])
      .finally(() => clearTimeout(timer))
      .catch((error: unknown) => {
        loading = undefined
        failedAt = Date.now()
        console.error("The form's checks could not be loaded; the server checks the values instead.", error)
        throw error
      })
    return loading
  }

  const resolver: Resolver<T> = async (values, context, options) => {
    let resolve: Resolver<T>
    try {
      resolve = await get()
    } catch {
      return { values, errors: {} }
    }
    return resolve(values, context, options)
  }
  return { resolver, preload: () => void get().catch(() => undefined) }
}
