import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { recordConsents, type ConsentDecision } from '../consents/recordConsents'
import type { Locale } from '@/domain/locale'
import { statusesAfterSavingStep, type ApplicationStepNumber } from '@/domain/status'
import type { ConsultantProfile, User } from '@/payload-types'

type ProfileData = Partial<Omit<ConsultantProfile, 'id' | 'user' | 'createdAt' | 'updatedAt'>>
export type StepSave = {
  user?: Partial<Pick<User, 'firstName' | 'lastName' | 'imageUrl'>>
  profile: ProfileData
  consents?: { decisions: ConsentDecision[]; locale: Locale }
}
export type StepResult = { kind: 'saved'; profileStatus: User['profileStatus'] } | { kind: 'locked' }

/**
 * Saves one application step for the signed-in consultant — their user fields, their profile (created on
 * the first save) and the status moves — in one transaction, so a failure leaves nothing half-written.
 */
export async function saveApplicationStep(
  req: PayloadRequest,
  userId: number,
  step: ApplicationStepNumber,
  save: StepSave,
): Promise<StepResult> {
  const { payload } = req
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0 })
  const moves = statusesAfterSavingStep(user.profileStatus, step)
  if (!moves) return { kind: 'locked' }

  const ownsTransaction = await initTransaction(req)
  try {
    if (save.user) await payload.update({ collection: 'users', id: userId, data: save.user, req, overrideAccess: true })
    const existing = await payload.find({ collection: 'consultant-profiles', where: { user: { equals: userId } }, req })
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
    for (const profileStatus of moves) {
      await payload.update({ collection: 'users', id: userId, data: { profileStatus }, req, overrideAccess: true })
    }
    if (ownsTransaction) await commitTransaction(req)
    return { kind: 'saved', profileStatus: moves.at(-1) ?? user.profileStatus }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
