import type { Payload } from 'payload'

import { applicationState, type ApplicationState } from './applicationState'
import type { User } from '@/payload-types'

/** The consultant's own application, read fresh from the database. */
export async function loadApplication(payload: Payload, userId: number): Promise<ApplicationState> {
  const user: User = await payload.findByID({ collection: 'users', id: userId, depth: 0 })
  const profiles = await payload.find({
    collection: 'consultant-profiles',
    where: { user: { equals: userId } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  // The latest decision about publishing the intro video counts (a video change asks again).
  const videoConsent = await payload.find({
    collection: 'consents',
    where: { and: [{ user: { equals: userId } }, { consentType: { equals: 'PUBLISH_INTRO_VIDEO' } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
  })
  return applicationState(user, profiles.docs[0] ?? null, {
    publishIntroVideoConsent: videoConsent.docs[0]?.status === 'optin',
  })
}
