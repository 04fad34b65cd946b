import { describe, expect, it } from 'vitest'

import { recordIdSchema } from './recordIdSchema'

const schema = recordIdSchema('Invalid_value')

describe('recordIdSchema', () => {
  it.each([
    { input: 7, id: 7 },
    { input: '7', id: 7 },
    { input: 2_147_483_647, id: 2_147_483_647 },
    { input: '2147483647', id: 2_147_483_647 },
  ])('reads $input as $id', ({ input, id }) => {
    expect(schema.parse(input)).toBe(id)
  })

  it.each([
    { input: 2_147_483_648 },
    { input: 99_999_999_999 },
    { input: '99999999999' },
    { input: 0 },
    { input: -3 },
    { input: 1.5 },
    { input: 'abc' },
    { input: '1\u0000' },
    { input: null },
    { input: undefined },
    { input: [1] },
  ])('refuses $input with the given message', ({ input }) => {
    const result = schema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Invalid_value'])
  })
})
