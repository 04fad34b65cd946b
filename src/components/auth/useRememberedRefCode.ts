'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

// The referral landing remembers its code in this cookie (src/server/referrals/referralCookie.ts).
const refCodeFromCookie = (): string | undefined => document.cookie.match(/(?:^|;\s*)refCode=([^;]+)/)?.[1]

/** The referral code this browser remembers, once hydrated (the server renders without the cookie). */
export function useRememberedRefCode(): string | undefined {
  return useSyncExternalStore(noSubscription, refCodeFromCookie, () => undefined)
}
