'use client'

import { useEffect, useState } from 'react'

const MINUTE_MS = 60_000
// Timers further ahead than this are left to the minute ticks (and browsers cap long timeouts).
const LONGEST_WAKE_MS = 24 * 60 * MINUTE_MS

/**
 * The current time, updated once a minute and at `wakeAt` (e.g. the next session's start, so a countdown
 * reloads its list right at zero); starts at the server's `initial` so that hydration matches.
 */
export function useMinuteClock(initial: string, wakeAt: Date | null = null): Date {
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
  const wakeTime = wakeAt?.getTime() ?? null
  useEffect(() => {
    if (wakeTime === null) return
    const wait = wakeTime - Date.now()
    if (wait > LONGEST_WAKE_MS) return
    const wake = setTimeout(() => setNow(new Date()), Math.max(0, wait) + 50)
    return () => clearTimeout(wake)
  }, [wakeTime])
  return now
}
