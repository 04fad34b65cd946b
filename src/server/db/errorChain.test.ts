import { describe, expect, it } from 'vitest'

import { anyErrorInChain } from './errorChain'

const isTarget = (error: object) => (error as { code?: unknown }).code === 'TARGET'
const target = { code: 'TARGET' }

function cyclic(): object {
  const error: { cause?: unknown } = {}
  error.cause = error
  return error
}

describe('anyErrorInChain', () => {
  it.each([
    ['the error itself', target, true],
    ['a wrapped cause', new Error('outer', { cause: target }), true],
    ['a cause five levels down', { cause: { cause: { cause: { cause: { cause: target } } } } }, true],
    [
      'a cause six levels down (too deep)',
      { cause: { cause: { cause: { cause: { cause: { cause: target } } } } } },
      false,
    ],
    ['an error of an AggregateError', new AggregateError([new Error('a'), target]), true],
    ['an AggregateError without it', new AggregateError([new Error('a')]), false],
    ['a cause that is its own cause', cyclic(), false],
    ['no error', undefined, false],
    ['a string', 'TARGET', false],
  ])('%s → %s', (_name, error, expected) => {
    expect(anyErrorInChain(error, isTarget)).toBe(expected)
  })
})
