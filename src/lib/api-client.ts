/**
 * The site's small API client (docs/REQUIREMENTS.md §7 and §8): credentials included, no retries,
 * and any non-OK answer raised as `Error("<status>: <body or status text>")`.
 */

/**
 * A non-OK answer: an Error (its prototype is linked to Error's below, so `instanceof Error` holds
 * and it has a name, a message and a stack), declared without `extends Error` because the browsers'
 * build wraps every subclass of a built-in in a kilobyte of helpers that every page talking to the
 * API would load.
 */
export class ApiError {
  readonly name = "ApiError"
  readonly message: string
  readonly stack?: string

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    this.message = `${status}: ${body || statusText}`
    this.stack = new Error(this.message).stack
  }

  /** The JSON the server sent with the error, when it sent JSON. */
  json<T>(): T | undefined {
    try {
      return JSON.parse(this.body) as T
    } catch {
      return undefined
    }
  }
}

Object.setPrototypeOf(ApiError.prototype, Error.prototype)

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText)
}

export interface GetOptions {
  /** Return null instead of raising when the server answers 401. */
  on401?: "returnNull" | "throw"
  /** Extra request headers (e.g. an Authorization that must not ride in the URL). */
  headers?: Record<string, string>
}

/** GET the path made by joining the query key's segments with slashes; the answer read as JSON. */
export async function getJson<T>(queryKey: readonly (string | number)[], { on401 = "throw", headers }: GetOptions = {}): Promise<T | null> {
  const response = await fetch(queryKey.join("/"), {
    credentials: "include",
    ...(headers ? { headers: { Accept: "application/json", ...headers } } : {}),
  })
  if (on401 === "returnNull" && response.status === 401) return null
  await throwIfNotOk(response)
  return (await response.json()) as T
}

/** POST a JSON body and read the JSON answer (with extra request headers, e.g. an Authorization that must not ride in the URL). */
export async function postJson<T>(path: string, body: unknown, { headers }: Pick<GetOptions, "headers"> = {}): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
    body: JSON.stringify(body),
  })
  await throwIfNotOk(response)
  return (await response.json()) as T
}

export type Answer<T> = { ok: true; value: T } | { ok: false; status: number; error: string }

/** A call's value, or its status and the words to show: the server's error (or first field message), else `fallback`; a null value is a 401. */
export async function answered<T>(call: () => Promise<T | null>, fallback: string): Promise<Answer<T>> {
  try {
    const value = await call()
    return value === null ? { ok: false, status: 401, error: fallback } : { ok: true, value }
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, status: 0, error: fallback }
    const body = error.json<{ error?: string; errors?: Record<string, string> }>() ?? {}
    return { ok: false, status: error.status, error: body.error ?? Object.values(body.errors ?? {})[0] ?? fallback }
  }
}
