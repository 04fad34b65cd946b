import type { Payload } from 'payload'

import { applicationState, type ApplicationState } from './applicationState'
import { latestConsents } from '@/server/consents/latestConsents'
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
  // The latest decision per consent counts (a video change asks again for publishing it).
  const latest = await latestConsents({ payload }, userId)
  const optedIn = new Set([...latest].filter(([, record]) => record.status === 'optin').map(([type]) => type))
  return applicationState(user, profiles.docs[0] ?? null, {
    publishIntroVideoConsent: optedIn.has('PUBLISH_INTRO_VIDEO'),
    optedIn,
  })
}
