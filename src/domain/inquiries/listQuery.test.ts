import { describe, expect, it } from 'vitest'

import { encodeCursor } from '../paging/cursor'
import { conversationListQuery, pageOf, threadQuery } from './listQuery'

const from = (query: Record<string, string>) => (name: string) => query[name]
const cursor = encodeCursor({ at: '2026-03-29T08:30:00.000Z', id: 7 })

describe('conversation list query', () => {
  it.each([
    [{}, { limit: 20, archiveStatus: 'ACTIVE' }],
    [
      { archiveStatus: 'archived', limit: '5' },
      { limit: 5, archiveStatus: 'ARCHIVED' },
    ],
    [
      { role: 'CONSULTANT', id: '12' },
      { limit: 20, archiveStatus: 'ACTIVE', role: 'CONSULTANT', id: 12 },
    ],
    [
      { lastEvaluatedKey: cursor },
      { limit: 20, archiveStatus: 'ACTIVE', cursor: { at: '2026-03-29T08:30:00.000Z', id: 7 } },
    ],
    [{ limit: '0' }, { path: 'limit' }],
    [{ limit: '101' }, { path: 'limit' }],
    [{ archiveStatus: 'deleted' }, { path: 'archiveStatus' }],
    [{ role: 'ADMIN' }, { path: 'role' }],
    [{ id: 'abc' }, { path: 'id' }],
    [{ lastEvaluatedKey: 'not-ours' }, { path: 'lastEvaluatedKey' }],
  ])('%j', (query, expected) => {
    expect(conversationListQuery(from(query))).toEqual(expected)
  })
})

describe('thread query', () => {
  it.each([
    [{}, { limit: 20 }],
    [
      { limit: '100', lastEvaluatedKey: cursor },
      { limit: 100, cursor: { at: '2026-03-29T08:30:00.000Z', id: 7 } },
    ],
    [{ limit: 'x' }, { path: 'limit' }],
    [{ lastEvaluatedKey: '%%%' }, { path: 'lastEvaluatedKey' }],
  ])('%j', (query, expected) => {
    expect(threadQuery(from(query))).toEqual(expected)
  })
})

describe('pageOf', () => {
  const rows = [3, 2, 1].map((id) => ({ id, at: `2026-01-0${id}T00:00:00.000Z` }))
  const key = (row: { id: number; at: string }) => ({ at: row.at, id: row.id })
  it.each([
    [2, [3, 2], { at: '2026-01-02T00:00:00.000Z', id: 2 }],
    [3, [3, 2, 1], null],
    [5, [3, 2, 1], null],
  ])('limit %i', (limit, ids, next) => {
    const page = pageOf(rows, limit, key)
    expect(page.items.map((row) => row.id)).toEqual(ids)
    expect(page.next).toEqual(next)
  })
})
