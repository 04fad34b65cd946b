/**
 * Login CSRF: a form or script on another site must not sign a browser in (into the attacker's account).
 * A request that can set a session cookie is taken only from the site's own origin, as JSON (which a
 * cross-site script can send only after a CORS preflight we never grant) or as the multipart form the admin
 * panel's own login posts. A cross-site form could send multipart too, but always with its own Origin.
 */
export type SessionRequestRefusal =
  { status: 403; code: 'ORIGIN_MISSING' | 'ORIGIN_FOREIGN' } | { status: 415; code: 'JSON_REQUIRED' }

export type SessionRequest = {
  origin: string | null
  contentType: string | null
  /** The site's own origin (SERVER_URL). */
  allowedOrigin: string
  /** The endpoint reads no body (refresh-token): then no content type at all is fine too. */
  bodyless?: boolean
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

const ACCEPTED = ['application/json', 'multipart/form-data']

const mediaTypeOf = (contentType: string) => contentType.split(';', 1)[0]!.trim().toLowerCase()

/** Why a request that could set a session must be refused, or null when it may go on. */
export function sessionRequestRefusal(request: SessionRequest): SessionRequestRefusal | null {
  const origin = request.origin?.trim() ?? ''
  if (origin === '') return { status: 403, code: 'ORIGIN_MISSING' }
  const allowed = originOf(request.allowedOrigin)
  if (!allowed || originOf(origin) !== allowed) return { status: 403, code: 'ORIGIN_FOREIGN' }
  const contentType = request.contentType?.trim() ?? ''
  if (contentType === '' && request.bodyless) return null
  return ACCEPTED.includes(mediaTypeOf(contentType)) ? null : { status: 415, code: 'JSON_REQUIRED' }
}
