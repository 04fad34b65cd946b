import type { Payload, Where } from 'payload'

import { cancellationPolicy } from './bookingSettings'
import { sessionCounterparts, type Counterpart } from './sessionCounterparts'
import { actionsOf, cancellationOf, type SessionCancellation } from './sessionRowOptions'
import type { SessionListFilter } from '@/domain/booking/sessionListFilter'
import type { Locale } from '@/domain/locale'
import { toEuro } from '@/domain/money'
import { encodeCursor, type Cursor } from '@/domain/paging'
import type { SessionRowAction, SessionSide } from '@/domain/sessions/sessionRowActions'
import {
  CONSULTATION_LABELS_DE,
  CONSULTATION_LABELS_EN,
  consultationLabelKey,
  type ConsultationLabelKey,
} from '@/domain/status'
import { meetingUrlFor } from '@/server/sessions/meetingUrl'

export type SessionViewer = { side: SessionSide; userId: number; locale: Locale }

export type SessionListItem = {
  consultationId: number
  status: string
  labelKey: ConsultationLabelKey
  label: string
  startsAt: string
  endsAt: string
  sessionType: string
  selectedServiceTitles: string[]
  counterpart: Counterpart
  price: number
  paymentStatus: string | null
  /** What the viewer can do with the session now. */
  actions: SessionRowAction[]
  /** The video room, for confirmed sessions only. */
  meetingUrl: string | null
  /** What cancelling now would do with the money, when `actions` holds cancel. */
  cancellation: SessionCancellation | null
}

const LABELS = { en: CONSULTATION_LABELS_EN, de: CONSULTATION_LABELS_DE } as const

function afterCursor(after: Cursor, order: SessionListFilter['order']): Where {
  const past = order === 'soonestFirst' ? 'greater_than' : 'less_than'
  return {
    or: [
      { startsAt: { [past]: after.at } },
      { and: [{ startsAt: { equals: after.at } }, { id: { [past]: after.id } }] },
    ],
  }
}

/**
 * One page of the viewer's own sessions in the filter's order of (startsAt, id), after `after`.
 * Two or three queries whatever the page size: the sessions, the counterparts, their profiles.
 */
export async function sessionList(
  payload: Payload,
  viewer: SessionViewer,
  filter: SessionListFilter,
  limit: number,
  after: Cursor | undefined,
  now: Date = new Date(),
): Promise<{ consultations: SessionListItem[]; lastEvaluatedKey: string | null }> {
  const own = viewer.side === 'consultant' ? 'consultant' : 'user'
  const where: Where[] = [{ [own]: { equals: viewer.userId } }, { status: { in: [...filter.statuses] } }]
  if (after) where.push(afterCursor(after, filter.order))
  const { docs } = await payload.find({
    collection: 'consultations',
    where: { and: where },
    sort: filter.order === 'soonestFirst' ? ['startsAt', 'id'] : ['-startsAt', '-id'],
    limit: limit + 1,
    pagination: false,
    depth: 0,
    select: {
      consultant: true,
      user: true,
      status: true,
      startsAt: true,
      endsAt: true,
      sessionType: true,
      services: true,
      price: true,
      payment: true,
      feedbackGivenAt: true,
      consulteeReviewedAt: true,
      issue: { resolvedAt: true },
    },
  })
  const page = docs.slice(0, limit)
  const actions = new Map(page.map((doc) => [doc.id, actionsOf(doc, viewer.side, now)]))
  const policy = [...actions.values()].some((open) => open.includes('cancel') || open.includes('decline'))
    ? await cancellationPolicy(payload)
    : null
  const counterpartOf = (doc: (typeof page)[number]) =>
    (viewer.side === 'consultant' ? doc.user : doc.consultant) as number
  const counterparts = await sessionCounterparts(
    payload,
    [...new Set(page.map(counterpartOf))],
    viewer.side === 'consultee',
  )
  const role = viewer.side === 'consultant' ? 'CONSULTANT' : 'USER'
  const consultations = page.map((doc): SessionListItem => {
    const counterpartId = counterpartOf(doc)
    const labelKey = consultationLabelKey(doc.status, role, Boolean(doc.issue?.resolvedAt))
    return {
      consultationId: doc.id,
      status: doc.status,
      labelKey,
      label: LABELS[viewer.locale][labelKey],
      startsAt: doc.startsAt,
      endsAt: doc.endsAt,
      sessionType: doc.sessionType,
      selectedServiceTitles: (doc.services ?? []).map((service) => service.title),
      counterpart: counterparts.get(counterpartId) ?? {
        id: counterpartId,
        firstName: '',
        lastName: '',
        imageUrl: null,
      },
      price: toEuro(doc.price?.totalCents ?? 0),
      paymentStatus: doc.payment?.status ?? null,
      actions: actions.get(doc.id) ?? [],
      meetingUrl: doc.status === 'UPCOMING_CONFIRMED' ? meetingUrlFor(doc.id) : null,
      cancellation: policy ? cancellationOf(doc, viewer.side, policy, now) : null,
    }
  })
  const last = page.at(-1)
  return {
    consultations,
    lastEvaluatedKey: docs.length > limit && last ? encodeCursor({ at: last.startsAt, id: last.id }) : null,
  }
}
