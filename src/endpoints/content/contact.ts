import type { Endpoint, PayloadRequest } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { contactSchema } from '@/domain/content'
import { submitContactMessage } from '@/server/content/contactMessage'
import { contentTranslator } from '@/server/content/translator'

/** The caller's address as the proxy in front of us reports it; null when there is none. */
function clientIp(req: PayloadRequest): string | null {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || req.headers.get('x-real-ip') || null
}

/** POST /api/contact: the /contact-us form. 201 when received, 400 bad input, 429 with Retry-After. */
export const contactEndpoint: Endpoint = {
  path: '/contact',
  method: 'post',
  handler: async (req) => {
    const locale = requestLocale(req)
    const t = contentTranslator(locale)
    const parsed = await parseBody(req, contactSchema, (key) => t(`api.${key}`))
    if ('response' in parsed) return parsed.response
    const outcome = await submitContactMessage(req, parsed.data, { ip: clientIp(req), locale, now: new Date() })
    if (outcome.kind === 'rateLimited') {
      return json(
        429,
        { message: t('api.tooMany'), code: 'TOO_MANY_REQUESTS' },
        { 'retry-after': String(outcome.retryAfterSeconds) },
      )
    }
    return json(201, { message: t('api.received') })
  },
}
