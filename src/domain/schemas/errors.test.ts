import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { toFieldErrors } from './errors'

const schema = z.object({
  email: z.string('Email_is_required'),
  consents: z.array(z.object({ version: z.string('Consent_version_invalid') })),
})

describe('toFieldErrors', () => {
  it.each([
    [{ email: 'a@b.de', consents: [] }, []],
    [{ consents: [] }, [{ path: 'email', message: 'Email_is_required' }]],
    [
      { email: 'a@b.de', consents: [{ version: '1.0' }, {}] },
      [{ path: 'consents.1.version', message: 'Consent_version_invalid' }],
    ],
  ])('%j', (input, expected) => {
    const result = schema.safeParse(input)
    expect(result.success ? [] : toFieldErrors(result.error)).toEqual(expected)
  })

  it('uses an empty path for the root', () => {
    const result = z.string('Invalid_request').safeParse(1)
    expect(result.success ? [] : toFieldErrors(result.error)).toEqual([{ path: '', message: 'Invalid_request' }])
  })
})
