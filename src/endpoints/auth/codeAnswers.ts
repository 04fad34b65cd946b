import type { CodeCheck } from '@/domain/auth'
import { Refusal, text } from '@/server/http/refusal'

/** The 400 refusal of a code that did not work, with a code a client can act on. */
export function codeFailure(result: Exclude<CodeCheck, 'ok'>, attemptsLeft: number): Refusal {
  switch (result) {
    case 'wrong':
      return new Refusal(400, 'CODE_WRONG', text('api', 'codeWrong', { left: attemptsLeft }), {
        fields: { attemptsLeft },
      })
    case 'expired':
      return new Refusal(400, 'CODE_EXPIRED', text('api', 'codeExpired'))
    case 'exhausted':
      return new Refusal(400, 'CODE_EXHAUSTED', text('api', 'codeExhausted'))
    case 'used':
      return new Refusal(400, 'CODE_USED', text('api', 'codeUsed'))
  }
}
