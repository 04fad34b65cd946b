import { APIError, type PayloadRequest } from 'payload'

import { serverUrl } from '../env'
import { serverTranslator } from '../i18n'
import { requestLocale } from '@/endpoints/http'
import { sessionRequestRefusal, type SessionRequestRefusal } from '@/domain/security/sessionRequest'

type Request = Pick<PayloadRequest, 'headers'>

/** Why this request may not set a session (foreign or missing Origin, not JSON), or null. */
export function sessionRequestRefusalOf(req: Request, options: { bodyless?: boolean } = {}) {
  return sessionRequestRefusal({
    origin: req.headers.get('origin'),
    contentType: req.headers.get('content-type'),
    allowedOrigin: serverUrl(),
    bodyless: options.bodyless,
  })
}

function refusalMessage(req: Request, refusal: SessionRequestRefusal): string {
  const t = serverTranslator(requestLocale(req), 'api')
  return t(refusal.status === 403 ? 'sessionOriginRefused' : 'sessionJsonRequired')
}

/** For our endpoints that sign in: the 403/415 answer of API.md, or null when the request may go on. */
export function refusedSessionRequest(req: Request, options: { bodyless?: boolean } = {}): Response | null {
  const refusal = sessionRequestRefusalOf(req, options)
  if (!refusal) return null
  return Response.json({ message: refusalMessage(req, refusal), code: refusal.code }, { status: refusal.status })
}

/** For Payload's own operations: the same refusal as an error Payload answers with its status. */
export function assertSessionRequest(req: Request, options: { bodyless?: boolean } = {}): void {
  const refusal = sessionRequestRefusalOf(req, options)
  if (refusal) throw new APIError(refusalMessage(req, refusal), refusal.status, { code: refusal.code }, true)
}
