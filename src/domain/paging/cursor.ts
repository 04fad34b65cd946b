/** Paging of API.md lists: `limit` (default 20, at most 100) and an opaque cursor `lastEvaluatedKey`. */
export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

/** The position after the last item of a page, in a list sorted by (at, id) descending. */
export type Cursor = { at: string; id: number }

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id]), 'utf8').toString('base64url')
}

/** The cursor a client sent back; undefined when none was sent, null when it is not one of ours. */
export function decodeCursor(raw: string | null | undefined): Cursor | null | undefined {
  if (raw == null || raw === '') return undefined
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 2) return null
    const [at, id] = value as unknown[]
    if (typeof at !== 'string' || Number.isNaN(Date.parse(at))) return null
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null
    return { at, id }
  } catch {
    return null
  }
}

/** The page size asked for: missing → the default; anything but an integer from 1 to 100 → null. */
export function pageSizeOf(raw: string | null | undefined): number | null {
  if (raw == null || raw === '') return DEFAULT_PAGE_SIZE
  if (!/^\d{1,3}$/.test(raw)) return null
  const size = Number(raw)
  return size >= 1 && size <= MAX_PAGE_SIZE ? size : null
}
