import { LRUCache } from 'lru-cache'

type Entry<Value> = { version: string; value: Value }

export type VersionedCache<Value> = {
  /**
   * The value kept for `key` at `version`, or the one `produce` makes (then kept; null is never kept). The
   * caller reads the current version of the key's data first, so a value of another version is never served.
   */
  read<Produced extends Value | null>(key: string, version: string, produce: () => Promise<Produced>): Promise<Produced>
  /**
   * The values kept for `keys` at `version`; those missing are made by one call of `produce` (and kept). A
   * key `produce` leaves out has no value: it is missing from the answer too.
   */
  readMany(
    keys: readonly string[],
    version: string,
    produce: (missing: string[]) => Promise<Map<string, Value>>,
  ): Promise<Map<string, Value>>
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
  const keptAt = (key: string, version: string): Value | undefined => {
    const kept = lru.get(key)
    if (kept?.version !== version) return undefined
    hits += 1
    return copy(kept.value)
  }
  const keep = (key: string, version: string, value: Value) => {
    if (sizeOf(value) <= maxSize) lru.set(key, { version, value: copy(value) })
  }
  return {
    async read<Produced extends Value | null>(key: string, version: string, produce: () => Promise<Produced>) {
      const kept = keptAt(key, version)
      // A kept value was produced for this key, so it is of the type its producer makes.
      if (kept !== undefined) return kept as Produced
      misses += 1
      const value = await produce()
      if (value === null) lru.delete(key)
      else keep(key, version, value)
      return value
    },
    async readMany(keys, version, produce) {
      const values = new Map<string, Value>()
      const missing: string[] = []
      for (const key of new Set(keys)) {
        const kept = keptAt(key, version)
        if (kept === undefined) missing.push(key)
        else values.set(key, kept)
      }
      if (missing.length === 0) return values
      misses += missing.length
      const made = await produce(missing)
      for (const key of missing) {
        const value = made.get(key)
        if (value === undefined) continue
        keep(key, version, value)
        values.set(key, value)
      }
      return values
    },
    stats: () => ({ entries: lru.size, size: lru.calculatedSize, hits, misses }),
    clear: () => lru.clear(),
  }
}
