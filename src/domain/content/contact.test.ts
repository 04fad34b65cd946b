import { describe, expect, it } from 'vitest'

import { contactRateLimit, contactSchema, isBotSubmission } from './contact'

const valid = {
  name: 'Anna Weber',
  email: ' Anna@Example.DE ',
  topic: 'booking',
  message: 'When can I book a trial?',
  consent: true,
}
const errorsOf = (input: unknown) => {
  const parsed = contactSchema.safeParse(input)
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('contactSchema', () => {
  it('accepts a complete message and normalises the email', () => {
    expect(contactSchema.parse(valid).email).toBe('anna@example.de')
  })

  it.each([
    [{ name: '  ' }, 'name: nameRequired'],
    [{ name: 'x'.repeat(81) }, 'name: nameTooLong'],
    [{ email: 'not-an-email' }, 'email: emailInvalid'],
    [{ topic: 'spam' }, 'topic: topicRequired'],
    [{ message: 'short' }, 'message: messageTooShort'],
    [{ message: 'x'.repeat(5001) }, 'message: messageTooLong'],
    [{ consent: false }, 'consent: consentRequired'],
  ])('%j → %s', (change, error) => {
    expect(errorsOf({ ...valid, ...change })).toEqual([error])
  })
})

describe('isBotSubmission', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['  ', false],
    ['https://spam.example', true],
  ])('honeypot %j → %s', (website, bot) => {
    expect(isBotSubmission({ website })).toBe(bot)
  })
})

describe('contactRateLimit', () => {
  const now = new Date('2026-06-01T12:00:00Z')
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000)
  const limits = { max: 3, windowMs: 60 * 60_000 }

  it.each([
    ['nothing sent', [], { allowed: true }],
    ['two in the hour', [minutesAgo(5), minutesAgo(10)], { allowed: true }],
    ['three, one older than the hour', [minutesAgo(5), minutesAgo(10), minutesAgo(61)], { allowed: true }],
    [
      'three in the hour: wait until the oldest leaves',
      [minutesAgo(5), minutesAgo(40), minutesAgo(10)],
      { allowed: false, retryAfterSeconds: 20 * 60 },
    ],
    [
      'four in the hour: the window frees at the second oldest',
      [minutesAgo(1), minutesAgo(2), minutesAgo(30), minutesAgo(50)],
      { allowed: false, retryAfterSeconds: 30 * 60 },
    ],
  ])('%s', (_label, sent, expected) => {
    expect(contactRateLimit(sent, now, limits)).toEqual(expected)
  })
})
