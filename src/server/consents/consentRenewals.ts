import { createLocalReq, type Payload } from 'payload'

import { consentCenterOf } from './consentCenter'
import { renewalPrompts, type RenewalPrompt } from '@/domain/account/consentRenewal'
import type { Locale } from '@/domain/locale'
import type { User } from '@/payload-types'

/**
 * The consents a signed-in consultee or consultant must decide on again because a newer version was
 * published since they agreed; empty for staff and for deleted accounts.
 */
export async function consentRenewalsOf(payload: Payload, user: User, locale: Locale): Promise<RenewalPrompt[]> {
  if ((user.role !== 'USER' && user.role !== 'CONSULTANT') || user.deletedAt) return []
  const req = await createLocalReq({ user, locale }, payload)
  const { consents } = await consentCenterOf(req, user, locale)
  return renewalPrompts(consents)
}
