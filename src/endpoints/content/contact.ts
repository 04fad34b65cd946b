import type { Endpoint } from 'payload'

import { json, parseBody, requestLocale, type BodyWording } from '../http'
import { clientIpOf } from '../rateLimitHttp'
import { contactSchema } from '@/domain/content'
import { submitContactMessage } from '@/server/content/contactMessage'
import { Refusal, text } from '@/server/http/refusal'
import { serverTranslator } from '@/server/i18n'

// The contact form speaks to visitors formally in German, unlike the rest of the API.
const CONTACT_WORDING: BodyWording = {
  invalidInput: text('content', 'api.invalidInput'),
  malformedJson: text('content', 'api.malformedJson'),
}

/** POST /api/contact: the /contact-us form. 201 when received, 400 bad input, 429 with Retry-After. */
export const contactEndpoint: Endpoint = {
  path: '/contact',
  method: 'post',
  handler: async (req) => {
    const locale = requestLocale(req)
    const parsed = await parseBody(req, contactSchema, CONTACT_WORDING)
    const outcome = await submitContactMessage(req, parsed.data, { ip: clientIpOf(req), locale, now: new Date() })
    if (outcome.kind === 'rateLimited') {
      const retryAfter = outcome.retryAfterSeconds
      throw new Refusal(429, 'TOO_MANY_REQUESTS', text('content', 'api.tooMany'), {
        fields: { retryAfter },
        headers: { 'Retry-After': String(retryAfter) },
      })
    }
    return json(201, { message: serverTranslator(locale, 'content')('api.received') })
  },
}
