import crypto from 'node:crypto'

import { payloadSecret, serverUrl } from '../env'
import { calendarFeedPath, calendarFeedTokenMessage } from '@/domain/calendarFeed'

/** The secret of an account's feed address at one generation: an HMAC, so nothing secret is stored. */
export function calendarFeedToken(userId: number, generation: number): string {
  return crypto
    .createHmac('sha256', payloadSecret())
    .update(calendarFeedTokenMessage(userId, generation))
    .digest('base64url')
}

/** Whether `token` is the feed secret of the account at its current generation, compared in constant time. */
export function isCalendarFeedToken(userId: number, generation: number, token: string): boolean {
  const expected = Buffer.from(calendarFeedToken(userId, generation))
  const given = Buffer.from(token)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
}

/** The address a calendar app subscribes to. */
export function calendarFeedUrl(userId: number, generation: number): string {
  return `${serverUrl()}${calendarFeedPath(userId, calendarFeedToken(userId, generation))}`
}
