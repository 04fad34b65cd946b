import { describe, expect, it } from 'vitest'

import { withTopLevelMessage } from './errorShape'

describe('withTopLevelMessage', () => {
  it.each([
    {
      name: "Payload's shape",
      body: { errors: [{ message: 'Not Found' }] },
      result: { message: 'Not Found', errors: [{ message: 'Not Found' }] },
    },
    {
      name: 'a validation error keeps its field details',
      body: { errors: [{ name: 'ValidationError', message: 'Invalid', data: { errors: [{ path: 'email' }] } }] },
      result: {
        message: 'Invalid',
        errors: [{ name: 'ValidationError', message: 'Invalid', data: { errors: [{ path: 'email' }] } }],
      },
    },
    {
      name: 'already in shape',
      body: { message: 'Slot taken', code: 'SLOT_TAKEN' },
      result: { message: 'Slot taken', code: 'SLOT_TAKEN' },
    },
    { name: 'no errors at all', body: {}, result: { message: 'fallback' } },
    { name: 'an empty list', body: { errors: [] }, result: { message: 'fallback', errors: [] } },
    {
      name: 'a message that is not text',
      body: { errors: [{ message: 42 }] },
      result: { message: 'fallback', errors: [{ message: 42 }] },
    },
    {
      name: 'an empty message',
      body: { message: '', errors: [{ message: 'x' }] },
      result: { message: 'x', errors: [{ message: 'x' }] },
    },
  ])('$name', ({ body, result }) => {
    expect(withTopLevelMessage(body, 'fallback')).toEqual(result)
  })
})
