import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'
import { execute, sql } from '../helpers/sql'
import type { DocumentSeries } from '@/domain/invoices'
import { inTransaction } from '@/server/db/transaction'
import { allocateDocumentNumber } from '@/server/invoices/numbering'

let payload: Payload

/** Issues one document at `now` in its own transaction; `fail` makes the issuing throw after the number. */
async function issue(series: DocumentSeries, now: Date, fail = false): Promise<string> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    const number = await allocateDocumentNumber(req, series, now)
    if (fail) throw new Error(`issuing ${number} failed`)
    return number
  })
}

const settled = (results: PromiseSettledResult<string>[]) =>
  results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])).sort()
const expected = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}-${String(index + 1).padStart(6, '0')}`)

beforeAll(async () => {
  payload = await testPayload()
  await execute(payload, sql`DELETE FROM document_counters WHERE year >= 2091`)
})

describe('document numbers', () => {
  it('50 documents issued at once get the numbers 1 to 50 of their year, each once', async () => {
    const now = new Date('2091-05-01T10:00:00Z')
    const numbers = settled(await Promise.allSettled(Array.from({ length: 50 }, () => issue('invoice', now))))
    expect(numbers).toEqual(expected('INV-2091', 50))
  })

  it('a rolled-back issue takes its number back: the next document gets it, even among concurrent ones', async () => {
    const now = new Date('2092-03-01T10:00:00Z')
    expect(await issue('invoice', now)).toBe('INV-2092-000001')
    await expect(issue('invoice', now, true)).rejects.toThrow('issuing INV-2092-000002 failed')
    expect(await issue('invoice', now)).toBe('INV-2092-000002')

    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, index) => issue('invoice', now, index % 3 === 0)),
    )
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(10)
    expect(settled(results)).toEqual(expected('INV-2092', 22).slice(2))
  })

  it('each series and each year counts on its own; the year is Berlin’s', async () => {
    expect(await issue('creditNote', new Date('2093-07-01T10:00:00Z'))).toBe('CN-2093-000001')
    expect(await issue('statement', new Date('2093-07-01T10:00:00Z'))).toBe('ST-2093-000001')
    expect(await issue('invoice', new Date('2093-12-31T22:30:00Z'))).toBe('INV-2093-000001')
    // 23:30 UTC on New Year's Eve is 00:30 in Berlin: the next year's first invoice.
    expect(await issue('invoice', new Date('2093-12-31T23:30:00Z'))).toBe('INV-2094-000001')
  })

  it('is refused outside a transaction, where a failed issue would leave a gap', async () => {
    const req = await createLocalReq({}, payload)
    await expect(allocateDocumentNumber(req, 'invoice', new Date('2091-05-01T10:00:00Z'))).rejects.toThrow(
      'only inside the transaction',
    )
  })
})
