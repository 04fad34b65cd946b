/**
 * Answers kept in memory per key, each with the version of the data it was produced from (e.g. one
 * consultant's slot version). The caller reads the current version of that key's data first; a kept
 * answer of another version is never served. Least recently used answers go first when the cache is full.
 */
export type KeyedVersionCache = {
  /** The body kept for `key` at `version`, or the one `produce` makes (kept unless a newer one was). */
  read<Body extends string | null>(key: string, version: bigint, produce: () => Promise<Body>): Promise<Body>
  stats(): { entries: number; chars: number; hits: number; misses: number }
}

type Entry = { version: bigint; body: string }

export function createKeyedVersionCache({ maxChars }: { maxChars: number }): KeyedVersionCache {
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used key first.
  const entries = new Map<string, Entry>()
  let chars = 0
  let hits = 0
  let misses = 0

  const remove = (key: string) => {
    const previous = entries.get(key)
    if (previous === undefined) return
    chars -= previous.body.length
    entries.delete(key)
  }
  const store = (key: string, entry: Entry) => {
    const previous = entries.get(key)
    // A slower request must not replace what a request that saw a newer version kept.
    if (previous && previous.version > entry.version) return
    remove(key)
    if (entry.body.length > maxChars) return
    entries.set(key, entry)
    chars += entry.body.length
    for (const [oldest, value] of entries) {
      if (chars <= maxChars) break
      entries.delete(oldest)
      chars -= value.body.length
    }
  }

  return {
    async read<Body extends string | null>(key: string, version: bigint, produce: () => Promise<Body>) {
      const kept = entries.get(key)
      if (kept !== undefined && kept.version === version) {
        hits += 1
        entries.delete(key)
        entries.set(key, kept)
        return kept.body as Body
      }
      misses += 1
      const body = await produce()
      if (body === null) remove(key)
      else store(key, { version, body })
      return body
    },
    stats: () => ({ entries: entries.size, chars, hits, misses }),
  }
}
