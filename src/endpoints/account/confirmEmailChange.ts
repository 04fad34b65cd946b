import type { Endpoint } from 'payload'

import { codeFailure } from '../auth/codeAnswers'
import { json, parseBody, requestLocale } from '../http'
import { tooManyRequests } from '../rateLimitHttp'
import { confirmEmailChange } from '@/server/account/confirmEmailChange'
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
    const user = req.user as (User & { _sid?: string }) | null | undefined
    if (!user) return json(401, { message: t('notAuthenticated') })
    const parsed = await parseBody(req, emailChangeConfirmSchema)

    const result = await confirmEmailChange(req, user, parsed.data.code, locale, new Date())
    switch (result.kind) {
      case 'changed':
        return json(200, { message: t('emailChanged', { email: result.email }), email: result.email })
      case 'codeFailed':
        return codeFailure(t, result.result, result.attemptsLeft)
      case 'emailInUse':
        return json(409, { message: t('emailInUse'), code: 'EMAIL_IN_USE' })
      case 'limited':
        throw tooManyRequests(result.retryAfterSeconds)
    }
  },
}
