import { describe, expect, it } from 'vitest'

import { contactSchema, isBotSubmission } from './contact'

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
