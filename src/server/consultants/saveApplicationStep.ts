import type { PayloadRequest } from 'payload'

import { inTransaction } from '../db/transaction'
import { writeConsultantData, type ConsultantDataSave } from './writeConsultantData'
import { statusesAfterSavingStep, type ApplicationStepNumber } from '@/domain/status'
import type { User } from '@/payload-types'

export type StepSave = ConsultantDataSave
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
  return inTransaction(req, async () => {
    await writeConsultantData(req, userId, save)
    for (const profileStatus of moves) {
      await payload.update({ collection: 'users', id: userId, data: { profileStatus }, req, overrideAccess: true })
    }
    return { kind: 'saved', profileStatus: moves.at(-1) ?? user.profileStatus }
  })
}
