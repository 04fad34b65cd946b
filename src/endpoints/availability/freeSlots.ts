import type { Endpoint } from 'payload'

import { availabilityTexts, consultantNotFound, invalidInput, type KeyedError } from './answers'
import { sessionTypeParam } from './requestSchemas'
import { viewerZoneOf } from './viewerZone'
import {
  addDays,
  daysBetween,
  isDayBeyondHorizon,
  isLocalDate,
  localDateOf,
  SchedulingError,
  usableTimeZone,
} from '@/domain/scheduling'
import { freeStartsRead } from '@/server/availability/cachedFreeStarts'
import { answerRead } from '@/server/http/publicAnswer'
import { PUBLIC_CACHE } from '@/server/http/publicCachePolicies'

const DEFAULT_DAYS = 7

function dayRangeErrors(startDay: string, endDay: string, now: Date): KeyedError[] {
  const errors: KeyedError[] = []
  if (isDayBeyondHorizon(startDay, now)) errors.push({ path: 'startDay', key: 'availability.invalidDate' })
  if (isDayBeyondHorizon(endDay, now)) errors.push({ path: 'endDay', key: 'availability.invalidDate' })
  if (errors.length > 0) return errors
  try {
    daysBetween(startDay, endDay)
    return []
  } catch (error) {
    if (error instanceof SchedulingError) return [{ path: 'endDay', key: error.code }]
    throw error
  }
}

/**
 * GET /api/availability/{consultantId}?startDay&endDay&userTimezone[&sessionType]: the consultant's free
 * start times per day of the viewer's zone. isPublic is accepted; every caller gets the public answer,
 * cacheable by HTTP (ETag, 304) when the zone is named.
 * Without days it answers the week from the viewer's today.
 */
export const freeSlotsEndpoint: Endpoint = {
  path: '/availability/:consultantId',
  method: 'get',
  handler: async (req) => {
    const now = new Date()
    const params = req.searchParams
    const viewerZone = viewerZoneOf(req, params.get('userTimezone'))
    const today = localDateOf(now, usableTimeZone(viewerZone, now))
    const startDay = params.get('startDay') || today
    const endDay = params.get('endDay') || (isLocalDate(startDay) ? addDays(startDay, DEFAULT_DAYS - 1) : today)
    const errors = dayRangeErrors(startDay, endDay, now)
    if (errors.length > 0) throw invalidInput(availabilityTexts(req), errors)

    const sessionType = sessionTypeParam(params.get('sessionType'))
    const ref = String(req.routeParams?.consultantId ?? '')
    const read = await freeStartsRead(req, ref, { viewerZone, startDay, endDay, sessionType, now })
    // In a zone the caller named, the answer is everyone's; in the signed-in user's own zone, theirs alone.
    const policy = params.get('userTimezone')?.trim() ? PUBLIC_CACHE.freeSlots : 'private'
    const answer = read && (await answerRead(req, read, policy))
    if (!answer) throw consultantNotFound()
    return answer
  },
}
