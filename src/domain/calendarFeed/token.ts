/**
 * The text the feed's token signs (an HMAC kept by the server): the account and its feed generation, so
 * counting the generation up makes every earlier address useless. The prefix keeps these signatures apart
 * from anything else signed with the same key.
 */
export function calendarFeedTokenMessage(userId: number, generation: number): string {
  return `careerbridge:calendar-feed:v1:${userId}:${generation}`
}

/** A SHA-256 HMAC in base64url: 43 characters without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
const FEED_FILE_SUFFIX = '.ics'

/** The path of a feed below the site's origin: `/api/calendar-feed/{userId}/{token}.ics`. */
export function calendarFeedPath(userId: number, token: string): string {
  return `/api/calendar-feed/${userId}/${token}${FEED_FILE_SUFFIX}`
}

/** The account id of a feed path's first segment, or null when it is not one. */
export function feedUserIdOf(segment: unknown): number | null {
  if (typeof segment !== 'string' || !/^[1-9]\d{0,15}$/.test(segment)) return null
  const id = Number(segment)
  return Number.isSafeInteger(id) ? id : null
}

/** The token of a feed path's last segment (`{token}.ics`), or null when it cannot be one. */
export function feedTokenOf(segment: unknown): string | null {
  if (typeof segment !== 'string' || !segment.endsWith(FEED_FILE_SUFFIX)) return null
  const token = segment.slice(0, -FEED_FILE_SUFFIX.length)
  return TOKEN_PATTERN.test(token) ? token : null
}

/** The generation an account's feed is at: none stored yet is the first. */
export function feedGenerationOf(stored: number | null | undefined): number {
  return typeof stored === 'number' && Number.isSafeInteger(stored) && stored >= 0 ? stored : 0
}
