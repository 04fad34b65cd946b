import { describe, expect, it } from 'vitest'

import { bookingDraftSchema, emptyDraft, parseStored } from './sessionData'

describe('parseStored', () => {
  it('reads back a stored draft', () => {
    const draft = { ...emptyDraft(7), selectedSlot: '2026-12-01T09:30:00.000Z', serviceIds: ['cv'] }
    expect(parseStored(JSON.stringify(draft), bookingDraftSchema)).toEqual(draft)
  })

  it.each([
    ['nothing', null],
    ['broken JSON', '{"consultantId":'],
    ['another shape', JSON.stringify({ consultantId: 'seven' })],
    ['a slot without a zone', JSON.stringify({ ...emptyDraft(7), selectedSlot: '2026-12-01T09:30' })],
  ])('answers null for %s', (_name, raw) => {
    expect(parseStored(raw, bookingDraftSchema)).toBeNull()
  })
})
