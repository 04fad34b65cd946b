import { json } from '../http'
import type { CodeCheck } from '@/domain/auth'
import type { ApiT } from '@/server/i18n'

/** The 400 answer for a code that did not work, with a code a client can act on. */
export function codeFailure(t: ApiT, result: Exclude<CodeCheck, 'ok'>, attemptsLeft: number): Response {
  switch (result) {
    case 'wrong':
      return json(400, { message: t('codeWrong', { left: attemptsLeft }), code: 'CODE_WRONG', attemptsLeft })
    case 'expired':
      return json(400, { message: t('codeExpired'), code: 'CODE_EXPIRED' })
    case 'exhausted':
      return json(400, { message: t('codeExhausted'), code: 'CODE_EXHAUSTED' })
    case 'used':
      return json(400, { message: t('codeUsed'), code: 'CODE_USED' })
  }
}
