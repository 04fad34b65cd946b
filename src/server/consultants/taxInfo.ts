import type { Payload, PayloadRequest } from 'payload'

import { recordConsents, type ConsentDecision } from '../consents/recordConsents'
import { inTransaction } from '../db/transaction'
import type { Locale } from '@/domain/locale'
import { taxInfoOf, type ConsultantBusinessType, type TaxInfo } from '@/domain/schemas'
import type { ConsultantProfile } from '@/payload-types'

/** The consultant's profile with the fields tax handling needs; the tax group is personal, so access is bypassed. */
async function profileOf(payload: Payload, userId: number, req?: PayloadRequest): Promise<ConsultantProfile | null> {
  const found = await payload.find({
    collection: 'consultant-profiles',
    where: { user: { equals: userId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return found.docs[0] ?? null
}

/** The stored tax details of a consultant (nulls when nothing is stored): for their own UserInfo only. */
export async function loadTaxInfo(payload: Payload, userId: number): Promise<TaxInfo> {
  return taxInfoOf(await profileOf(payload, userId))
}

export type TaxInfoSave = {
  taxIdentificationNumber: string
  vatNumber?: string
  /** Stored on the profile when the request names it. */
  consultantBusinessType?: ConsultantBusinessType
  consents: ConsentDecision[]
  locale: Locale
}

/**
 * Stores the tax details (and the business type when given) on the consultant's profile, created if
 * missing, and records the tax consent — in one transaction, so a failure leaves nothing half-written.
 */
export async function saveTaxInfo(req: PayloadRequest, userId: number, save: TaxInfoSave): Promise<TaxInfo> {
  const { payload } = req
  const data = {
    taxInfo: { taxIdentificationNumber: save.taxIdentificationNumber, vatNumber: save.vatNumber ?? null },
    ...(save.consultantBusinessType ? { consultantBusinessType: save.consultantBusinessType } : {}),
  }
  return inTransaction(req, async () => {
    const profile = await profileOf(payload, userId, req)
    const saved = profile
      ? await payload.update({ collection: 'consultant-profiles', id: profile.id, data, req, overrideAccess: true })
      : await payload.create({
          collection: 'consultant-profiles',
          data: { ...data, user: userId },
          req,
          overrideAccess: true,
        })
    await recordConsents(req, userId, save.consents, save.locale)
    return taxInfoOf(saved)
  })
}
