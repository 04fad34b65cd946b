import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from './unavailable'

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', coded('ECONNRESET')],
    ['server shutting down (57P01)', coded('57P01', 'terminating connection due to administrator command')],
    ['server starting up (57P03)', coded('57P03', 'the database system is starting up')],
    ['connection failure (08006)', coded('08006')],
    ['too many connections (53300)', coded('53300')],
    ['socket closed by the server', new Error('Connection terminated unexpectedly')],
    ['pool wait timed out', new Error('timeout exceeded when trying to connect')],
    ['broken client reused', new Error('Client has encountered a connection error and is not queryable')],
    ['wrapped by drizzle', new Error('Failed query: select 1', { cause: coded('ECONNREFUSED') })],
    ['wrapped twice', new Error('outer', { cause: new Error('inner', { cause: coded('57P01') }) })],
    [
      'a transaction that could not begin',
      new Error('Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:5432'),
    ],
    [
      'a shutdown seen only in the message',
      new Error('cannot begin transaction: the database system is shutting down'),
    ],
    [
      'a BEGIN cut off (Payload keeps no cause)',
      new Error('Error: cannot begin transaction: Failed query: begin\nparams: '),
    ],
    ['inside an AggregateError', new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], 'connect')],
  ])('%s → unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['unique violation (23505)', coded('23505', 'duplicate key value violates unique constraint')],
    ['exclusion violation (23P01)', coded('23P01')],
    ['syntax error (42601)', coded('42601')],
    ['plain error', new Error('Something else')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
    ['a cause that is not unavailable', new Error('outer', { cause: coded('23505') })],
  ])('%s → not unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
