/** What a `Range` request header asks of a file of a given size. Byte positions are inclusive. */
export type ByteRangeRequest =
  { kind: 'whole' } | { kind: 'range'; start: number; end: number } | { kind: 'unsatisfiable' }

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/

/**
 * Reads a single `bytes=a-b`, `bytes=a-` or `bytes=-n` range. A missing, malformed or multi-range header
 * is answered with the whole file (as RFC 9110 allows); a range that starts past the end is unsatisfiable.
 */
export function parseByteRange(header: string | null | undefined, size: number): ByteRangeRequest {
  const match = header?.trim().match(SINGLE_RANGE)
  if (!match) return { kind: 'whole' }
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return { kind: 'whole' }
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' }
    return { kind: 'range', start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last)
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return { kind: 'whole' }
  if (start >= size) return { kind: 'unsatisfiable' }
  return { kind: 'range', start, end: Math.min(end, size - 1) }
}
