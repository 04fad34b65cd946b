import { describe, expect, it } from 'vitest'

import { earningRow, type StoredEarning } from './earningRow'

const base: StoredEarning = {
  id: 7,
  type: 'consultation',
  counterpartName: 'Ada Lovelace',
  sessionType: '60MINUTES',
  netCents: 3750,
  vatCents: 713,
  createdAt: '2026-11-20T10:00:00.000Z',
  consultation: 42,
  transferStatus: 'transferred',
}

describe('earningRow', () => {
  it.each([
    {
      name: 'a consultation, in euro with the session length in minutes',
      stored: base,
      row: {
        id: 7,
        type: 'consultation',
        userName: 'Ada Lovelace',
        sessionLength: 60,
        createdAt: '2026-11-20T10:00:00.000Z',
        netAmount: 37.5,
        VATAmount: 7.13,
        consultationId: 42,
        transferStatus: 'transferred',
      },
    },
    {
      name: 'a trial counts 30 minutes; a populated consultation gives its id',
      stored: { ...base, sessionType: 'TRIAL' as const, consultation: { id: 9 } },
      row: { sessionLength: 30, consultationId: 9 },
    },
    {
      name: 'a referral has no session, no consultation and maybe no name',
      stored: {
        ...base,
        type: 'referral referrer' as const,
        sessionType: null,
        consultation: null,
        counterpartName: null,
        transferStatus: null,
      },
      row: { type: 'referral referrer', sessionLength: null, consultationId: null, userName: '', transferStatus: null },
    },
  ])('$name', ({ stored, row }) => {
    expect(earningRow(stored)).toMatchObject(row)
  })
})
