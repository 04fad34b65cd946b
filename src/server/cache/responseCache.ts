/**
 * Answers of public reads kept in memory for one version of the data they come from. The caller reads
 * the current version from the database first; a different version drops everything kept, and an answer
 * is only stored when no other version was seen while it was being produced. Least recently used answers
 * go first when the cache is full.
 */
export type ResponseCache = {
  /** The body kept for `key` at `version`, or the one `produce` makes (kept if still at that version). */
  read<Body extends string | null>(version: string, key: string, produce: () => Promise<Body>): Promise<Body>
  stats(): { entries: number; chars: number; hits: number; misses: number }
}

export function createResponseCache({ maxChars }: { maxChars: number }): ResponseCache {
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used key first.
  const entries = new Map<string, string>()
  let chars = 0
  let currentVersion: string | null = null
  let hits = 0
  let misses = 0

  const moveTo = (version: string) => {
    if (version === currentVersion) return
    entries.clear()
    chars = 0
    currentVersion = version
  }
  const store = (key: string, body: string) => {
    if (body.length > maxChars) return
    const previous = entries.get(key)
    if (previous !== undefined) chars -= previous.length
    entries.delete(key)
    entries.set(key, body)
    chars += body.length
    for (const [oldest, value] of entries) {
      if (chars <= maxChars) break
      entries.delete(oldest)
      chars -= value.length
    }
  }

  return {
    async read<Body extends string | null>(version: string, key: string, produce: () => Promise<Body>) {
      moveTo(version)
      const cached = entries.get(key)
      if (cached !== undefined) {
        hits += 1
        entries.delete(key)
        entries.set(key, cached)
        return cached as Body
      }
      misses += 1
      const body = await produce()
      if (body !== null && currentVersion === version) store(key, body)
      return body
    },
    stats: () => ({ entries: entries.size, chars, hits, misses }),
  }
}
