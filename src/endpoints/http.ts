import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { toFieldErrors, type FieldError } from '@/domain/schemas'
import { invalidInput, Refusal, text, type RefusalText } from '@/server/http/refusal'
import { LOCALE_COOKIE, resolveLocale, type Locale } from '@/domain/locale'

export type { FieldError }

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

export type BodyWording = { invalidInput: RefusalText; malformedJson: RefusalText }

const API_WORDING: BodyWording = {
  invalidInput: text('api', 'invalidInput'),
  malformedJson: text('api', 'malformedJson'),
}

/** The JSON body ({} without one); throws API.md's 400 MALFORMED_JSON when it cannot be read. */
export async function readJson(
  req: PayloadRequest,
  malformedJson: RefusalText = API_WORDING.malformedJson,
): Promise<unknown> {
  try {
    return (await req.json?.()) ?? {}
  } catch {
    throw new Refusal(400, 'MALFORMED_JSON', malformedJson)
  }
}

/** Parses the JSON body with a zod schema; throws API.md's 400 refusal (field errors in `errors`) instead. */
export async function parseBody<S extends z.ZodType>(
  req: PayloadRequest,
  schema: S,
  wording: BodyWording = API_WORDING,
): Promise<{ data: z.infer<S> }> {
  const parsed = schema.safeParse(await readJson(req, wording.malformedJson))
  if (!parsed.success) throw invalidInput(toFieldErrors(parsed.error), wording.invalidInput)
  return { data: parsed.data }
}
