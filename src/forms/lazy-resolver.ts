import type { FieldValues, Resolver } from "react-hook-form"

/**
 * A react-hook-form resolver whose validation code (a schema library and its schema) is fetched
 * when the form is first used instead of with the page: `preload` starts the fetch (call it when
 * the visitor focuses the form), and the first validation waits for it.
 *
 * If the code cannot be fetched (a lost connection), the values go on unchecked: the server checks
 * them with the same schema and its answer (422 with a message per field, or the failure to reach
 * it) is shown as usual, so nothing typed is lost. The next validation tries the fetch again.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): { resolver: Resolver<T>; preload: () => void } {
  let loading: Promise<Resolver<T>> | undefined
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
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
