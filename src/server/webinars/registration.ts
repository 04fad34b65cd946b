import type { PayloadRequest } from 'payload'

import { closedWebinar, webinarNotFound } from './refusals'
import { recordWebinarConsents } from './webinarConsents'
import type { ConsentInput } from '@/domain/consents'
import type { Locale } from '@/domain/locale'
import { registrationRefusal } from '@/domain/webinars'
import type { User, WebinarRegistration } from '@/payload-types'
import { inTransaction } from '@/server/db/transaction'
import { lockPublishedWebinar } from '@/server/queries/webinars'

const REGISTRATIONS = 'webinar-registrations'

/** A registration as the API answers it, with the link to join that only registered people get. */
export type RegistrationAnswer = { id: number; webinar: number; user: number; createdAt: string; joinUrl: string }

export type Registering = {
  user: User
  webinarId: number
  consents: readonly ConsentInput[]
  locale: Locale
  now: Date
}

const idOf = (relation: number | { id: number }) => (typeof relation === 'number' ? relation : relation.id)

const answerOf = (registration: WebinarRegistration, joinUrl: string): RegistrationAnswer => ({
  id: registration.id,
  webinar: idOf(registration.webinar),
  user: idOf(registration.user),
  createdAt: registration.createdAt,
  joinUrl,
})

/** The caller's own registration for the webinar, read with the caller's rights. */
async function ownRegistration(req: PayloadRequest, user: User, webinarId: number) {
  const { docs } = await req.payload.find({
    collection: REGISTRATIONS,
    where: { and: [{ webinar: { equals: webinarId } }, { user: { equals: user.id } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    req,
    overrideAccess: false,
    user,
  })
  return docs[0]
}

/**
 * Registers the user for a published webinar: 404 for an unknown or unpublished one; the registration
 * they already have (created: false) when they registered before; 409 once it has begun or is full; 400
 * without the terms. The consents and the registration are written in one transaction, under a lock on the
 * webinar's row, so concurrent requests never take more seats than there are.
 */
export async function registerForWebinar(
  req: PayloadRequest,
  { user, webinarId, consents, locale, now }: Registering,
): Promise<{ created: boolean; registration: RegistrationAnswer }> {
  return inTransaction(req, async () => {
    const webinar = await lockPublishedWebinar(req, webinarId)
    if (!webinar) throw webinarNotFound()
    const existing = await ownRegistration(req, user, webinarId)
    if (existing) return { created: false, registration: answerOf(existing, webinar.joinUrl) }
    const { totalDocs: taken } = await req.payload.count({
      collection: REGISTRATIONS,
      where: { webinar: { equals: webinarId } },
      req,
      overrideAccess: true,
    })
    const refusal = registrationRefusal(webinar, taken, now)
    if (refusal) throw closedWebinar(refusal)
    await recordWebinarConsents(req, user.id, consents, locale)
    // Nobody creates registrations through the API: this service is the one door, after its checks.
    const created = await req.payload.create({
      collection: REGISTRATIONS,
      data: { webinar: webinarId, user: user.id },
      depth: 0,
      req,
      overrideAccess: true,
    })
    return { created: true, registration: answerOf(created, webinar.joinUrl) }
  })
}

/** Cancels the user's own registration for the webinar; false when they had none. */
export async function cancelRegistration(req: PayloadRequest, user: User, webinarId: number): Promise<boolean> {
  // Staff alone may delete registrations through the API; the where clause keeps this to the caller's own.
  const { docs } = await req.payload.delete({
    collection: REGISTRATIONS,
    where: { and: [{ webinar: { equals: webinarId } }, { user: { equals: user.id } }] },
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs.length > 0
}
