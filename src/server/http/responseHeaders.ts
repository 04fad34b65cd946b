import { PRIVATE_NO_STORE } from '@/domain/http'

/** `response` with the header set; answers whose headers are immutable (Response.redirect()) are copied. */
export function withResponseHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value)
    return response
  } catch {
    const copy = new Response(response.body, response)
    copy.headers.set(name, value)
    return copy
  }
}

type Handler<Rest extends unknown[]> = (request: Request, ...rest: Rest) => Promise<Response>

/**
 * API answers are for the caller alone unless their endpoint says otherwise: without a Cache-Control of
 * its own, an answer gets `private, no-store`, so no shared cache keeps a signed-in read.
 */
export function privateByDefault<Rest extends unknown[]>(handler: Handler<Rest>): Handler<Rest> {
  return async (request, ...rest) => {
    const response = await handler(request, ...rest)
    return response.headers.has('cache-control')
      ? response
      : withResponseHeader(response, 'cache-control', PRIVATE_NO_STORE)
  }
}
