import { describe, expect, it } from 'vitest'

import { sendMessageSchema } from './messageSchema'

const valid = { role: 'USER', message: 'Hello', userId: 1, consultantId: 2 }

describe('sendMessageSchema', () => {
  it.each([
    ['one character', { message: 'a' }, null],
    ['2000 characters', { message: 'x'.repeat(2000) }, null],
    ['markup kept as text', { message: '<img src=x onerror=alert(1)>' }, null],
    ['ids as strings', { userId: '1', consultantId: '2' }, null],
    ['empty', { message: '' }, 'Message_required'],
    ['only spaces and newlines', { message: '  \n\t ' }, 'Message_required'],
    ['missing', { message: undefined }, 'Message_required'],
    ['2001 characters', { message: 'x'.repeat(2001) }, 'Message_max_2000'],
    ['unknown role', { role: 'ADMIN' }, 'Invalid_role'],
    ['no user id', { userId: undefined }, 'Invalid_value'],
    ['negative consultant id', { consultantId: -3 }, 'Invalid_value'],
    ['fractional id', { userId: 1.5 }, 'Invalid_value'],
  ])('%s', (_name, change, error) => {
    const parsed = sendMessageSchema.safeParse({ ...valid, ...change })
    if (error === null) expect(parsed.success).toBe(true)
    else expect(parsed.error?.issues[0]?.message).toBe(error)
  })

  it('keeps the text exactly as written', () => {
    const message = '  two\nlines <b>bold</b>  '
    expect(sendMessageSchema.parse({ ...valid, message }).message).toBe(message)
  })
})
