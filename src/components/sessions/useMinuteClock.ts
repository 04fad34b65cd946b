'use client'

import { useEffect, useState } from 'react'

const MINUTE_MS = 60_000

/** The current time, updated once a minute; starts at the server's `initial` so that hydration matches. */
export function useMinuteClock(initial: string): Date {
  const [now, setNow] = useState(() => new Date(initial))
  useEffect(() => {
    const tick = () => setNow(new Date())
    // Right after hydration, then every minute.
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, MINUTE_MS)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [])
  return now
}
