import { describe, expect, it } from 'vitest'

import { dataExceptionState, sqlStateOf } from './dataErrors'

const pgError = (code: string) => Object.assign(new Error('from postgres'), { code })
// How drizzle wraps the driver's error: "Failed query: …" with the pg error as its cause.
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause })

describe('dataExceptionState', () => {
  it.each([
    { name: 'numeric out of range', error: pgError('22003'), state: '22003' },
    { name: 'invalid byte sequence', error: pgError('22021'), state: '22021' },
    { name: 'invalid text representation', error: pgError('22P02'), state: '22P02' },
    { name: 'datetime field overflow', error: pgError('22008'), state: '22008' },
    { name: 'invalid datetime format', error: pgError('22007'), state: '22007' },
    { name: 'wrapped by the query builder', error: wrapped(pgError('22003')), state: '22003' },
    { name: 'wrapped twice', error: wrapped(wrapped(pgError('22P02'))), state: '22P02' },
    {
      name: 'inside a GraphQL error',
      error: Object.assign(new Error('gql'), { originalError: wrapped(pgError('22021')) }),
      state: '22021',
    },
    { name: 'a unique violation', error: pgError('23505'), state: null },
    { name: 'an undefined table', error: pgError('42P01'), state: null },
    { name: 'a connection failure', error: pgError('ECONNREFUSED'), state: null },
    { name: 'a plain error', error: new Error('boom'), state: null },
    { name: 'a numeric code', error: Object.assign(new Error('x'), { code: 22003 }), state: null },
    { name: 'not an error', error: 'text', state: null },
    { name: 'nothing', error: undefined, state: null },
  ])('$name → $state', ({ error, state }) => {
    expect(dataExceptionState(error)).toBe(state)
  })

  it('stops on a cycle of causes', () => {
    const first = new Error('a') as Error & { cause?: unknown }
    first.cause = new Error('b', { cause: first })
    expect(dataExceptionState(first)).toBeNull()
  })
})

describe('sqlStateOf', () => {
  it.each([
    { name: 'an undefined table', error: wrapped(pgError('42P01')), state: '42P01' },
    { name: 'a unique violation', error: pgError('23505'), state: '23505' },
    { name: 'a node error code', error: pgError('ECONNREFUSED'), state: null },
    { name: 'an error without code', error: new Error('x'), state: null },
  ])('$name → $state', ({ error, state }) => {
    expect(sqlStateOf(error)).toBe(state)
  })
})
