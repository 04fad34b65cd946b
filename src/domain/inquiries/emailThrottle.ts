import { EMAIL_THROTTLE_MS } from './limits'

/**
 * A new message emails the recipient unless they were emailed about this conversation less than 15
 * minutes ago.
 */
export function shouldEmailRecipient(lastEmailedAt: Date | null, now: Date): boolean {
  if (!lastEmailedAt) return true
  return now.getTime() - lastEmailedAt.getTime() >= EMAIL_THROTTLE_MS
}

/** Emails sent at or before this instant no longer hold a new one back. */
export const emailThrottleCutoff = (now: Date): Date => new Date(now.getTime() - EMAIL_THROTTLE_MS)
