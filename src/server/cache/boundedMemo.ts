/**
 * `compute`'s results for the most recently used keys, at most `size` of them; for pure functions whose
 * inputs repeat under load (the query strings of the busiest lists, the answers kept in memory).
 * Callers share a result: it must not be changed.
 */
export function boundedMemo<T>(size: number, compute: (key: string) => T): (key: string) => T {
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used key first.
  const kept = new Map<string, T>()
  return (key) => {
    if (kept.has(key)) {
      const value = kept.get(key) as T
      kept.delete(key)
      kept.set(key, value)
      return value
    }
    const value = compute(key)
    kept.set(key, value)
    if (kept.size > size) kept.delete(kept.keys().next().value as string)
    return value
  }
}
