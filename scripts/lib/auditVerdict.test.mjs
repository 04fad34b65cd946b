import { describe, expect, it } from 'vitest'

import { auditVerdict } from './auditVerdict.mjs'

const report = (vulnerabilities) => ({
  auditReportVersion: 2,
  vulnerabilities,
  metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 } },
})

describe('auditVerdict', () => {
  it.each([
    { name: 'no advisory', input: report({}), outcome: 'clean', findings: [] },
    {
      name: 'only moderate and low advisories',
      input: report({ a: { name: 'a', severity: 'moderate' }, b: { name: 'b', severity: 'low' } }),
      outcome: 'clean',
      findings: [],
    },
    {
      name: 'a high and a critical advisory',
      input: report({
        next: { name: 'next', severity: 'critical', range: '<16.0.1' },
        a: { name: 'a', severity: 'moderate' },
        sharp: { name: 'sharp', severity: 'high' },
      }),
      outcome: 'vulnerable',
      findings: ['next (critical, <16.0.1)', 'sharp (high)'],
    },
    {
      name: 'an unreachable advisory service',
      input: { message: '405 Method Not Allowed - POST …/advisories/bulk', statusCode: 405 },
      outcome: 'unavailable',
      findings: [],
    },
    { name: 'no JSON at all', input: undefined, outcome: 'unavailable', findings: [] },
  ])('is $outcome with $name', ({ input, outcome, findings }) => {
    expect(auditVerdict(input)).toMatchObject({ outcome, findings })
  })
})
