import type { PayloadRequest } from 'payload'

import { serverUrl } from '../env'
import { sessionRequestRefusal } from '@/domain/security/sessionRequest'
import { Refusal, text } from '@/server/http/refusal'

type Request = Pick<PayloadRequest, 'headers'>
type Options = { bodyless?: boolean }

/** Why this request may not set a session (foreign or missing Origin, not JSON) as API.md's 403/415, or null. */
function sessionRequestRefusalOf(req: Request, options: Options, messageInErrors?: boolean): Refusal | null {
  const refused = sessionRequestRefusal({
    origin: req.headers.get('origin'),
    contentType: req.headers.get('content-type'),
    allowedOrigin: serverUrl(),
    bodyless: options.bodyless,
  })
  if (!refused) return null
  const message = text('api', refused.status === 403 ? 'sessionOriginRefused' : 'sessionJsonRequired')
  return new Refusal(refused.status, refused.code, message, { messageInErrors })
}

/** For our endpoints that sign in: throws the refusal when the request may not set a session. */
export function requireSessionRequest(req: Request, options: Options = {}): void {
  const refusal = sessionRequestRefusalOf(req, options)
  if (refusal) throw refusal
}

/** For Payload's own operations: the same refusal, its message also in Payload's `errors`. */
export function assertSessionRequest(req: Request, options: Options = {}): void {
  const refusal = sessionRequestRefusalOf(req, options, true)
  if (refusal) throw refusal
}
