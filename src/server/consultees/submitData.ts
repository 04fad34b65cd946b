import type { PayloadRequest } from 'payload'

import { inTransaction } from '../db/transaction'
import { consulteeDataOf, type ConsulteeData } from './consulteeData'
import { ensureConsulteeProfile } from './profileStore'
import { checkedImageUrl } from './uploadsOfUpdate'
import type { SubmitDataValues } from '@/domain/consultee'
import type { FieldError } from '@/domain/schemas'
import type { User } from '@/payload-types'

export type SubmitResult =
  { kind: 'submitted'; data: ConsulteeData } | { kind: 'invalid'; errors: FieldError[] } | { kind: 'notPending' }

/** POST /api/consultees/submit-data: stores the required personal data and moves DATA_NOT_SUBMITTED to ACTIVE. */
export async function submitConsulteeData(
  req: PayloadRequest,
  user: User,
  { firstName, lastName, timezone, country, gender, image }: SubmitDataValues,
): Promise<SubmitResult> {
  if (user.profileStatus !== 'DATA_NOT_SUBMITTED') return { kind: 'notPending' }
  const userData: Partial<User> = { firstName, lastName, timezone }
  if (image !== undefined) {
    const checked = await checkedImageUrl(req, user.id, image)
    if (!checked.ok) return { kind: 'invalid', errors: [checked.error] }
    userData.imageUrl = checked.value
  }
  return inTransaction(req, async () => {
    await req.payload.update({ collection: 'users', id: user.id, data: userData, req, overrideAccess: false, user })
    // profileStatus is an admin-only field; this move is checked above and by the users' transition hook.
    const activated = await req.payload.update({
      collection: 'users',
      id: user.id,
      data: { profileStatus: 'ACTIVE' },
      depth: 0,
      req,
      overrideAccess: true,
    })
    const profile = await ensureConsulteeProfile(req, user.id)
    const updated = await req.payload.update({
      collection: 'consultee-profiles',
      id: profile.id,
      data: { country, ...(gender ? { gender } : {}) },
      depth: 0,
      req,
      overrideAccess: false,
      user,
    })
    return { kind: 'submitted' as const, data: consulteeDataOf(activated, updated) }
  })
}
