/**
 * The booking loop's two endpoints as /booking and /ride call them, stood in for by a fetch: GET booking-status
 * with the Bearer token (403 for any other token) and POST booking-actions with the token in the JSON body (each
 * body kept in `sent`). A test sets what each answers; the real endpoints are tested over HTTP elsewhere.
 */
export type Reply = { status: number; body: unknown }

const failed = (): Reply => ({ status: 500, body: {} })

export function loopServer(token: string) {
  const server: {
    onStatus: () => Reply
    onAction: (body: Record<string, unknown>) => Reply
    sent: Record<string, unknown>[]
    fetch: jest.Mock<Promise<Response>, [string, RequestInit?]>
  } = {
    onStatus: failed,
    onAction: failed,
    /** Each action's body, in order. */
    sent: [],
    fetch: jest.fn(async (url: string, init?: RequestInit) => {
      let reply: Reply
      if (url === "/api/booking-status") {
        const bearer = /^Bearer (.+)$/.exec(new Headers(init?.headers).get("Authorization") ?? "")?.[1]
        reply = bearer === token ? server.onStatus() : { status: 403, body: { error: "This link is not valid." } }
      } else {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>
        server.sent.push(body)
        reply = server.onAction(body)
      }
      return {
        ok: reply.status < 300,
        status: reply.status,
        statusText: "",
        text: async () => JSON.stringify(reply.body),
        json: async () => reply.body,
      } as Response
    }),
  }
  return server
}
