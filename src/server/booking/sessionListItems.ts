import type { Payload, Where } from 'payload'

import { cancellationPolicyOf, rescheduleSettingsOf } from './bookingSettings'
import { sessionCounterparts, type Counterpart } from './sessionCounterparts'
import {
  actionsOf,
  cancellationOf,
  rescheduleOf,
  type SessionCancellation,
  type SessionReschedule,
} from './sessionRowOptions'
import type { Locale } from '@/domain/locale'
import { toEuro } from '@/domain/money'
import { DEFAULT_RESCHEDULE_SETTINGS } from '@/domain/reschedule'
import type { SessionRowAction, SessionSide } from '@/domain/sessions/sessionRowActions'
import {
  blocksSlot,
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
  /** The open proposal of a new time, and whether the viewer can propose, answer or withdraw one. */
  reschedule: SessionReschedule
}

const LABELS = { en: CONSULTATION_LABELS_EN, de: CONSULTATION_LABELS_DE } as const

/** The viewer's own sessions that match `where`, with the fields a list row shows: one query. */
export function findListedSessions(
  payload: Payload,
  viewer: SessionViewer,
  where: Where[],
  sort: string[],
  limit: number,
) {
  const own = viewer.side === 'consultant' ? 'consultant' : 'user'
  return payload.find({
    collection: 'consultations',
    where: { and: [{ [own]: { equals: viewer.userId } }, ...where] },
    sort,
    limit,
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
      rescheduleProposal: true,
      rescheduleHistory: { outcome: true },
    },
  })
}

type ListedDoc = Awaited<ReturnType<typeof findListedSessions>>['docs'][number]

/**
 * The list rows of found sessions, in one or two queries whatever their number: the counterparts and
 * their profiles, and the booking settings once when a session can still be cancelled or moved.
 */
export async function sessionListItems(
  payload: Payload,
  viewer: SessionViewer,
  docs: ListedDoc[],
  now: Date,
): Promise<SessionListItem[]> {
  const actions = new Map(docs.map((doc) => [doc.id, actionsOf(doc, viewer.side, now)]))
  const needsPolicy = [...actions.values()].some((open) => open.includes('cancel') || open.includes('decline'))
  const needsSettings = needsPolicy || docs.some((doc) => blocksSlot(doc.status))
  const counterpartOf = (doc: ListedDoc) => (viewer.side === 'consultant' ? doc.user : doc.consultant) as number
  const [counterparts, settings] = await Promise.all([
    sessionCounterparts(payload, [...new Set(docs.map(counterpartOf))], viewer.side === 'consultee'),
    needsSettings ? payload.findGlobal({ slug: 'booking-settings', depth: 0 }) : null,
  ])
  const policy = needsPolicy && settings ? cancellationPolicyOf(settings) : null
  const moves = settings ? rescheduleSettingsOf(settings) : DEFAULT_RESCHEDULE_SETTINGS
  const role = viewer.side === 'consultant' ? 'CONSULTANT' : 'USER'
  return docs.map((doc): SessionListItem => {
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
      reschedule: rescheduleOf(doc, viewer.side, moves, now),
    }
  })
}
