import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { availabilityTexts, invalidInput } from '../availability/answers'
import { viewerZoneOf } from '../availability/viewerZone'
import { json, parseBody, requestLocale } from '../http'
import { recordIdSchema } from '@/domain/ids'
import { addDays, isDayBeyondHorizon, localDateOf, SchedulingError, usableTimeZone } from '@/domain/scheduling'
import type { Consultation } from '@/payload-types'
import { consultationActionRefusal } from '@/server/booking/consultationActionRefusal'
import { requireCaller } from '@/server/http/requireCaller'
import { serverTranslator } from '@/server/i18n'
import { moveStartTimes } from '@/server/reschedule/moveSlots'
import {
  acceptReschedule,
  closeReschedule,
  proposeReschedule,
  type RescheduleParty,
} from '@/server/reschedule/rescheduleActions'
import { openProposal, sideOf } from '@/server/reschedule/rescheduleState'

const idSchema = recordIdSchema('Invalid_value')
const answerSchema = z.object({ consultationId: idSchema })
const proposeSchema = answerSchema.extend({ startsAt: z.iso.datetime({ offset: true, error: 'Invalid_value' }) })

/** The consultation as its participant sees it (404 for anyone else), and which side they are on. */
async function participantOf(req: PayloadRequest, consultationId: number) {
  const user = requireCaller(req, { roles: ['CONSULTANT', 'USER'] })
  const consultation = await req.payload.findByID({
    collection: 'consultations',
    id: consultationId,
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
    user,
  })
  const side = consultation && sideOf(consultation, user.id)
  if (!consultation || !side) throw consultationActionRefusal('NOT_FOUND')
  return { consultation, party: { side, userId: user.id } satisfies RescheduleParty }
}

function answer(
  req: PayloadRequest,
  consultation: Consultation,
  outcome: 'proposed' | 'accepted' | 'declined' | 'withdrawn',
) {
  const t = serverTranslator(requestLocale(req), 'reschedule')
  const proposal = openProposal(consultation)
  return json(200, {
    consultationId: consultation.id,
    status: consultation.status,
    startsAt: consultation.startsAt,
    endsAt: consultation.endsAt,
    proposal: proposal && { startsAt: proposal.startsAt.toISOString(), proposedBy: proposal.proposedBy },
    message: t(outcome),
  })
}

/** POST /api/consultations/reschedule/propose: either side proposes a new start for a session. */
export const proposeRescheduleEndpoint: Endpoint = {
  path: '/reschedule/propose',
  method: 'post',
  handler: async (req) => {
    requireCaller(req, { roles: ['CONSULTANT', 'USER'] })
    const { data } = await parseBody(req, proposeSchema)
    const { party } = await participantOf(req, data.consultationId)
    const updated = await proposeReschedule(
      req.payload,
      party,
      data.consultationId,
      new Date(data.startsAt),
      new Date(),
    )
    return answer(req, updated, 'proposed')
  },
}

function answerEndpoint(action: 'accept' | 'decline' | 'withdraw'): Endpoint {
  return {
    path: `/reschedule/${action}`,
    method: 'post',
    handler: async (req) => {
      requireCaller(req, { roles: ['CONSULTANT', 'USER'] })
      const { data } = await parseBody(req, answerSchema)
      const { party } = await participantOf(req, data.consultationId)
      const now = new Date()
      if (action === 'accept')
        return answer(req, await acceptReschedule(req.payload, party, data.consultationId, now), 'accepted')
      const outcome = action === 'decline' ? 'declined' : 'withdrawn'
      return answer(req, await closeReschedule(req.payload, party, data.consultationId, outcome, now), outcome)
    },
  }
}

/** POST /api/consultations/reschedule/accept|decline|withdraw: answering or withdrawing the open proposal. */
export const acceptRescheduleEndpoint = answerEndpoint('accept')
export const declineRescheduleEndpoint = answerEndpoint('decline')
export const withdrawRescheduleEndpoint = answerEndpoint('withdraw')

const DEFAULT_DAYS = 7

/**
 * GET /api/consultations/reschedule/{consultationId}/slots?startDay&endDay[&userTimezone]: the times the
 * session can move to, per day of the caller's zone, for either participant (private, never cached).
 */
export const rescheduleSlotsEndpoint: Endpoint = {
  path: '/reschedule/:consultationId/slots',
  method: 'get',
  handler: async (req) => {
    const id = idSchema.safeParse(req.routeParams?.consultationId)
    if (!id.success) throw consultationActionRefusal('NOT_FOUND')
    const { consultation } = await participantOf(req, id.data)
    const now = new Date()
    const params = req.searchParams
    const viewerZone = usableTimeZone(viewerZoneOf(req, params.get('userTimezone')), now)
    const startDay = params.get('startDay') || localDateOf(now, viewerZone)
    const endDay = params.get('endDay') || addDays(startDay, DEFAULT_DAYS - 1)
    const texts = availabilityTexts(req)
    if (isDayBeyondHorizon(startDay, now))
      throw invalidInput(texts, [{ path: 'startDay', key: 'availability.invalidDate' }])
    if (isDayBeyondHorizon(endDay, now))
      throw invalidInput(texts, [{ path: 'endDay', key: 'availability.invalidDate' }])
    const free = await moveStartTimes(req.payload, consultation, { viewerZone, startDay, endDay, now }).catch(
      (error: unknown) => {
        if (error instanceof SchedulingError) throw invalidInput(texts, [{ path: 'endDay', key: error.code }])
        throw error
      },
    )
    return json(200, free, { 'Cache-Control': 'private, no-store' })
  },
}
