import type { Endpoint } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { clientIpOf } from '../rateLimitHttp'
import { contactSchema } from '@/domain/content'
import { submitContactMessage } from '@/server/content/contactMessage'
import { contentTranslator } from '@/server/content/translator'

/** POST /api/contact: the /contact-us form. 201 when received, 400 bad input, 429 with Retry-After. */
export const contactEndpoint: Endpoint = {
  path: '/contact',
  method: 'post',
  handler: async (req) => {
    const locale = requestLocale(req)
    const t = contentTranslator(locale)
    const parsed = await parseBody(req, contactSchema, (key) => t(`api.${key}`))
    if ('response' in parsed) return parsed.response
    const outcome = await submitContactMessage(req, parsed.data, { ip: clientIpOf(req), locale, now: new Date() })
    if (outcome.kind === 'rateLimited') {
      return json(
        429,
        { message: t('api.tooMany'), code: 'TOO_MANY_REQUESTS', retryAfter: outcome.retryAfterSeconds },
        { 'Retry-After': String(outcome.retryAfterSeconds) },
      )
    }
    return json(201, { message: t('api.received') })
  },
}
