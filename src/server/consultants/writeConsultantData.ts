import type { PayloadRequest } from 'payload'

import { recordConsents, type ConsentDecision } from '../consents/recordConsents'
import type { Locale } from '@/domain/locale'
import type { ConsultantProfile, User } from '@/payload-types'

type ProfileData = Partial<Omit<ConsultantProfile, 'id' | 'user' | 'createdAt' | 'updatedAt'>>

/** What one form of the application or of the profile pages changes. */
export type ConsultantDataSave = {
  user?: Partial<Pick<User, 'firstName' | 'lastName' | 'imageUrl'>>
  profile: ProfileData
  consents?: { decisions: ConsentDecision[]; locale: Locale }
}

/** Writes the consultant's user fields, their profile (created on the first save) and consents, in `req`'s transaction. */
export async function writeConsultantData(req: PayloadRequest, userId: number, save: ConsultantDataSave) {
  const { payload } = req
  if (save.user) await payload.update({ collection: 'users', id: userId, data: save.user, req, overrideAccess: true })
  const existing = await payload.find({
    collection: 'consultant-profiles',
    where: { user: { equals: userId } },
    limit: 1,
    req,
  })
  const profile = existing.docs[0]
  if (profile) {
    await payload.update({
      collection: 'consultant-profiles',
      id: profile.id,
      data: save.profile,
      req,
      overrideAccess: true,
    })
  } else {
    await payload.create({
      collection: 'consultant-profiles',
      data: { ...save.profile, user: userId },
      req,
      overrideAccess: true,
    })
  }
  if (save.consents) await recordConsents(req, userId, save.consents.decisions, save.consents.locale)
}
