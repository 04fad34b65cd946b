import type { Endpoint } from 'payload'

import { codeFailure } from '../auth/codeAnswers'
import { json, parseBody, requestLocale } from '../http'
import { tooManyRequests } from '../rateLimitHttp'
import { confirmEmailChange } from '@/server/account/confirmEmailChange'
import { Refusal, text } from '@/server/http/refusal'
import { requireCaller } from '@/server/http/requireCaller'
import { serverTranslator } from '@/server/i18n'
import { emailChangeConfirmSchema } from '@/domain/schemas'
import type { User } from '@/payload-types'

/**
 * POST /api/account/email-change/confirm `{ code }`: the account takes the new address, every other session
 * ends (this one stays), and the previous address is told.
 */
export const confirmEmailChangeEndpoint: Endpoint = {
  path: '/account/email-change/confirm',
  method: 'post',
  handler: async (req) => {
    const locale = requestLocale(req)
    const t = serverTranslator(locale, 'api')
    const user: User & { _sid?: string } = requireCaller(req)
    const parsed = await parseBody(req, emailChangeConfirmSchema)

    const result = await confirmEmailChange(req, user, parsed.data.code, locale, new Date())
    switch (result.kind) {
      case 'changed':
        return json(200, { message: t('emailChanged', { email: result.email }), email: result.email })
      case 'codeFailed':
        throw codeFailure(result.result, result.attemptsLeft)
      case 'emailInUse':
        throw new Refusal(409, 'EMAIL_IN_USE', text('api', 'emailInUse'))
      case 'limited':
        throw tooManyRequests(result.retryAfterSeconds)
    }
  },
}
