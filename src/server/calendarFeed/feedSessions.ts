import type { PayloadRequest } from 'payload'

import { meetingUrlFor } from '../sessions/meetingUrl'
import { calendarFeedStart, NEVER_IN_FEED_STATUSES, type FeedPerson, type FeedSession } from '@/domain/calendarFeed'
import type { User } from '@/payload-types'

/** More than anyone books in the feed's window; a bound on one answer all the same. */
const MAX_FEED_SESSIONS = 2_000

const personOf = (relation: number | User): FeedPerson =>
  typeof relation === 'object'
    ? { id: relation.id, firstName: relation.firstName, lastName: relation.lastName }
    : { id: relation }

/** The sessions of the owner (either side) that start in the feed's window, with the other side's name. */
export async function feedSessionsOf(req: PayloadRequest, ownerId: number, now: Date): Promise<FeedSession[]> {
  const { docs } = await req.payload.find({
    collection: 'consultations',
    where: {
      and: [
        { or: [{ user: { equals: ownerId } }, { consultant: { equals: ownerId } }] },
        { startsAt: { greater_than_equal: calendarFeedStart(now).toISOString() } },
        { status: { not_in: [...NEVER_IN_FEED_STATUSES] } },
      ],
    },
    select: {
      status: true,
      startsAt: true,
      endsAt: true,
      calendarSequence: true,
      consultant: true,
      user: true,
      services: { title: true },
    },
    populate: { users: { firstName: true, lastName: true } },
    depth: 1,
    sort: 'startsAt',
    limit: MAX_FEED_SESSIONS,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.map((doc) => ({
    id: doc.id,
    status: doc.status,
    startsAt: new Date(doc.startsAt),
    endsAt: new Date(doc.endsAt),
    calendarSequence: doc.calendarSequence,
    consultant: personOf(doc.consultant),
    consultee: personOf(doc.user),
    serviceTitles: (doc.services ?? []).map((service) => service.title),
    meetingUrl: meetingUrlFor(doc.id),
  }))
}
