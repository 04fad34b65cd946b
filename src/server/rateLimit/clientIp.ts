import type { PayloadRequest } from 'payload'

import { clientIpFrom } from '@/domain/rateLimit'

/** The caller's address when a trusted proxy reports it (TRUST_PROXY), else null. */
export function clientIpOf(req: Pick<PayloadRequest, 'headers'>): string | null {
  const headers = { forwardedFor: req.headers.get('x-forwarded-for'), realIp: req.headers.get('x-real-ip') }
  return clientIpFrom(headers, process.env.TRUST_PROXY)
}
