import { describe, expect, it } from 'vitest'

import { toFieldErrors } from '../schemas/errors'
import { reviewDecisionSchema } from './decision'

const errorsOf = (input: unknown) => {
  const result = reviewDecisionSchema.safeParse(input)
  return result.success ? [] : toFieldErrors(result.error).map((e) => `${e.path}: ${e.message}`)
}
const reason = 'Please add a real LinkedIn profile link.'

describe('reviewDecisionSchema', () => {
  it.each<[string, unknown, string[]]>([
    ['approve', { decision: 'APPROVE' }, []],
    ['changes at step 2', { decision: 'REQUEST_CHANGES', reason, step: 2 }, []],
    ['reason of exactly 20 characters', { decision: 'REQUEST_CHANGES', reason: 'x'.repeat(20), step: 1 }, []],
    [
      'reason of 19',
      { decision: 'REQUEST_CHANGES', reason: 'x'.repeat(19), step: 1 },
      ['reason: Review_reason_min_20'],
    ],
    ['blank reason', { decision: 'REQUEST_CHANGES', reason: '   ', step: 1 }, ['reason: Review_reason_required']],
    ['reason of 1000', { decision: 'REQUEST_CHANGES', reason: 'x'.repeat(1000), step: 4 }, []],
    [
      'reason of 1001',
      { decision: 'REQUEST_CHANGES', reason: 'x'.repeat(1001), step: 4 },
      ['reason: Review_reason_max_1000'],
    ],
    ['step 0', { decision: 'REQUEST_CHANGES', reason, step: 0 }, ['step: Review_step_required']],
    ['step 5', { decision: 'REQUEST_CHANGES', reason, step: 5 }, ['step: Review_step_required']],
    ['no step', { decision: 'REQUEST_CHANGES', reason }, ['step: Review_step_required']],
    ['unknown decision', { decision: 'REJECT' }, ['decision: Review_decision_invalid']],
    ['no body', undefined, [': Review_decision_invalid']],
  ])('%s', (_, input, errors) => {
    expect(errorsOf(input)).toEqual(errors)
  })

  it('trims the reason', () => {
    expect(reviewDecisionSchema.parse({ decision: 'REQUEST_CHANGES', reason: `  ${reason}  `, step: 3 })).toEqual({
      decision: 'REQUEST_CHANGES',
      reason,
      step: 3,
    })
  })
})
