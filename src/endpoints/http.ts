import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { toFieldErrors } from '@/domain/schemas'
import { LOCALE_COOKIE, resolveLocale, type Locale } from '@/domain/locale'

export type FieldError = { path: string; message: string }

/** What a read endpoint uses of Payload's request; the direct routes of src/pages/api build just this. */
export type EndpointRequest = Pick<PayloadRequest, 'payload' | 'user' | 'headers' | 'searchParams' | 'routeParams'>

export function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  return Response.json(body, { status, headers })
}

/** A JSON answer whose body is already serialised (e.g. kept in a cache). */
export function jsonText(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'content-type': 'application/json' } })
}

export function requestLocale(req: Pick<PayloadRequest, 'headers'>): Locale {
  const cookie = req.headers.get('cookie') ?? ''
  const fromCookie = cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`))?.[1]
  return resolveLocale(fromCookie, req.headers.get('accept-language'))
}

/** Parses the JSON body with a zod schema; on failure returns the 400 answer of API.md instead. */
export async function parseBody<S extends z.ZodType>(
  req: PayloadRequest,
  schema: S,
  message: (key: 'invalidInput' | 'malformedJson') => string,
): Promise<{ data: z.infer<S> } | { response: Response }> {
  let body: unknown
  try {
    body = await req.json?.()
  } catch {
    return { response: json(400, { message: message('malformedJson') }) }
  }
  const parsed = schema.safeParse(body ?? {})
  if (!parsed.success) {
    const errors: FieldError[] = toFieldErrors(parsed.error)
    return { response: json(400, { message: message('invalidInput'), errors }) }
  }
  return { data: parsed.data }
}
