import type { PayloadRequest } from 'payload'

import { currentConsentsOf, versionsIn } from '../consents/currentConsents'
import { hasOptedIn } from '../consents/latestConsents'
import { recordConsents } from '../consents/recordConsents'
import { inTransaction } from '../db/transaction'
import { consulteeDataOf, type ConsulteeData } from './consulteeData'
import { ensureConsulteeProfile } from './profileStore'
import { checkedCv, checkedImageUrl } from './uploadsOfUpdate'
import {
  canMoveOnboarding,
  checkConsulteeConsents,
  needsB2bConsent,
  onboardingStepSchema,
  stepOfStatus,
  type ConsulteeUpdateValues,
} from '@/domain/consultee'
import type { Locale } from '@/domain/locale'
import { toFieldErrors, type FieldError } from '@/domain/schemas'
import { msg } from '@/domain/schemas/messages'
import type { ConsulteeProfile, User } from '@/payload-types'

export type UpdateResult =
  | { kind: 'updated'; data: ConsulteeData }
  | { kind: 'invalid'; errors: FieldError[] }
  | { kind: 'illegalTransition'; from: string; to: string }

type ProfileData = Partial<Omit<ConsulteeProfile, 'id' | 'user' | 'updatedAt' | 'createdAt'>>

/** Applies a PATCH /api/consultees/update for `user` (the caller) in one transaction. */
export async function updateConsultee(
  req: PayloadRequest,
  user: User,
  input: ConsulteeUpdateValues,
  locale: Locale,
): Promise<UpdateResult> {
  const { firstName, lastName, timezone, image, careerPreferences, onboardingFormStatus, consents, ...rest } = input
  const inForce = await currentConsentsOf(req, consents?.map((consent) => consent.consentType) ?? [])
  const consentCheck = checkConsulteeConsents(consents ?? [], versionsIn(inForce))
  if (!consentCheck.ok) return { kind: 'invalid', errors: consentCheck.errors }

  const userData: Partial<User> = { firstName, lastName, timezone }
  if (image !== undefined) {
    const checked = await checkedImageUrl(req, user.id, image)
    if (!checked.ok) return { kind: 'invalid', errors: [checked.error] }
    userData.imageUrl = checked.value
  }

  const profile = await ensureConsulteeProfile(req, user.id)
  const { userId: _userId, ...profileFields } = rest
  const profileData: ProfileData = { ...profileFields }
  if (careerPreferences) {
    const { cvKey, ...preferences } = careerPreferences
    let cv = {}
    if (cvKey !== undefined) {
      const checked = await checkedCv(req, user.id, cvKey)
      if (!checked.ok) return { kind: 'invalid', errors: [checked.error] }
      cv = checked.value
    }
    profileData.careerPreferences = { ...profile.careerPreferences, ...preferences, ...cv }
  }

  const from = profile.onboardingFormStatus
  if (onboardingFormStatus && onboardingFormStatus !== (from ?? 'NOT_STARTED')) {
    if (!canMoveOnboarding(from, onboardingFormStatus)) {
      return { kind: 'illegalTransition', from: from ?? 'NOT_STARTED', to: onboardingFormStatus }
    }
    if (needsB2bConsent(from, onboardingFormStatus)) {
      const givenNow = consentCheck.records.find((c) => c.consentType === 'CONSULTEE_B2B_DATA_CONSENT')
      const given = givenNow
        ? givenNow.status === 'optin'
        : await hasOptedIn(req, user.id, 'CONSULTEE_B2B_DATA_CONSENT')
      if (!given) {
        return {
          kind: 'invalid',
          errors: [{ path: 'consents.CONSULTEE_B2B_DATA_CONSENT', message: msg('Consent_required') }],
        }
      }
    }
    const step = stepOfStatus(onboardingFormStatus)
    if (step) {
      const answers = onboardingStepSchema(step).safeParse(
        profileData.careerPreferences ?? profile.careerPreferences ?? {},
      )
      if (!answers.success) {
        return {
          kind: 'invalid',
          errors: toFieldErrors(answers.error).map((e) => ({ ...e, path: `careerPreferences.${e.path}` })),
        }
      }
    }
  }

  return inTransaction(req, async () => {
    const updatedUser = await req.payload.update({
      collection: 'users',
      id: user.id,
      data: userData,
      depth: 0,
      req,
      overrideAccess: false,
      user,
    })
    let updatedProfile = await req.payload.update({
      collection: 'consultee-profiles',
      id: profile.id,
      data: profileData,
      depth: 0,
      req,
      overrideAccess: false,
      user,
    })
    if (onboardingFormStatus && onboardingFormStatus !== updatedProfile.onboardingFormStatus) {
      // The status field is closed to every API; the transition table above and the hook decide.
      updatedProfile = await req.payload.update({
        collection: 'consultee-profiles',
        id: profile.id,
        data: { onboardingFormStatus },
        depth: 0,
        req,
        overrideAccess: true,
      })
    }
    await recordConsents(req, user.id, consentCheck.records, locale, inForce)
    return { kind: 'updated' as const, data: consulteeDataOf(updatedUser, updatedProfile) }
  })
}
