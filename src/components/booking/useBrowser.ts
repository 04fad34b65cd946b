'use client'

import { useSyncExternalStore } from 'react'

import { usableTimeZone } from '@/domain/time'

const noSubscription = () => () => {}

/** False during the server render and hydration, true once the page runs in the browser. */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/** The browser's own zone, or the fallback zone when it does not fit the half-hour grid. */
export function browserTimeZone(): string {
  return usableTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date())
}
