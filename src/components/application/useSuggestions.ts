'use client'

import { useEffect, useState } from 'react'

const cache = new Map<string, { at: number; items: string[] }>()

/** The cached answer for `key` while younger than `cacheMs`. */
function freshEntry(key: string, cacheMs: number) {
  const entry = cache.get(key)
  return entry && Date.now() - entry.at < cacheMs ? entry : null
}

type Options = { minLength: number; debounceMs: number; cacheMs: number }

/**
 * Suggestions for `query` from a lookup endpoint: asked only from `minLength` characters, after the user
 * paused for `debounceMs`, and kept for `cacheMs` so the same query is not asked again.
 */
export function useSuggestions(endpoint: string, field: string, query: string, options: Options) {
  const { minLength, debounceMs, cacheMs } = options
  const trimmed = query.trim()
  const key = `${endpoint}?${trimmed.toLowerCase()}`
  const [answered, setAnswered] = useState<{ key: string; items: string[] } | null>(null)
  const cached = freshEntry(key, cacheMs)
  const fresh = cached !== null
  const asking = trimmed.length >= minLength && !fresh

  useEffect(() => {
    if (!asking) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${endpoint}?q=${encodeURIComponent(trimmed)}`, { signal: controller.signal })
        const body = (await response.json()) as Record<string, unknown>
        const items = Array.isArray(body[field]) ? (body[field] as string[]) : []
        cache.set(key, { at: Date.now(), items })
        setAnswered({ key, items })
      } catch {
        if (!controller.signal.aborted) setAnswered({ key, items: [] })
      }
    }, debounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [asking, endpoint, field, key, trimmed, debounceMs])

  const items = trimmed.length < minLength ? [] : cached ? cached.items : answered?.key === key ? answered.items : []
  // Waiting for the pause or the answer counts as loading.
  return { items, loading: asking && answered?.key !== key }
}
