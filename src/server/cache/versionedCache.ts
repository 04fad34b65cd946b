import { LRUCache } from 'lru-cache'

type Entry<Value> = { version: string; value: Value }

export type VersionedCache<Value> = {
  /**
   * The value kept for `key` at `version`, or the one `produce` makes (then kept; null is never kept). The
   * caller reads the current version of the key's data first, so a value of another version is never served.
   */
  read<Produced extends Value | null>(key: string, version: string, produce: () => Promise<Produced>): Promise<Produced>
  stats(): { entries: number; size: number; hits: number; misses: number }
  clear(): void
}

/**
 * The one in-process cache: values kept per key with the version of the data they were made from, least
 * recently used first out once `maxSize` (in units of `sizeOf`) is reached. A value older than the current
 * version is simply never answered again; the next read replaces it.
 */
export function createVersionedCache<Value extends NonNullable<unknown>>({
  maxSize,
  sizeOf,
  copy = (value) => value,
}: {
  maxSize: number
  sizeOf: (value: Value) => number
  /** For values a caller may change (objects): each caller gets its own copy, the cache keeps its own. */
  copy?: (value: Value) => Value
}): VersionedCache<Value> {
  const lru = new LRUCache<string, Entry<Value>>({
    maxSize,
    sizeCalculation: (entry) => Math.max(1, sizeOf(entry.value)),
  })
  let hits = 0
  let misses = 0
  return {
    async read<Produced extends Value | null>(key: string, version: string, produce: () => Promise<Produced>) {
      const kept = lru.get(key)
      if (kept?.version === version) {
        hits += 1
        // A kept value was produced for this key, so it is of the type its producer makes.
        return copy(kept.value) as Produced
      }
      misses += 1
      const value = await produce()
      if (value === null) lru.delete(key)
      else if (sizeOf(value) <= maxSize) lru.set(key, { version, value: copy(value) })
      return value
    },
    stats: () => ({ entries: lru.size, size: lru.calculatedSize, hits, misses }),
    clear: () => lru.clear(),
  }
}
