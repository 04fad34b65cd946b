import type { PayloadRequest } from 'payload'

import { currentConsent, currentConsentsFrom, publishedConsentVersions } from './currentConsents'
import { recordConsents } from './recordConsents'
import { needsRenewal } from '@/domain/account/consentVersions'
import { consentDefinition, type ConsentType } from '@/domain/consents'
import { CONSULTEE_PROFILE_CONSENTS } from '@/domain/consultee'
import type { Locale } from '@/domain/locale'
import type { User } from '@/payload-types'

// Optional consents each role can give from the consents center even before ever having decided on them.
const OFFERED: Record<'USER' | 'CONSULTANT', readonly ConsentType[]> = {
  USER: CONSULTEE_PROFILE_CONSENTS,
  CONSULTANT: ['MARKETING_CONSENT', 'REFERRAL_TRACKING', 'REFERRAL_NOTIFICATION', 'CONTACT_INFO_CONSENT'],
}

const offeredTo = (user: User) => OFFERED[user.role === 'CONSULTANT' ? 'CONSULTANT' : 'USER']

/** Every consent of the user with its newest decision, and the full append-only history. */
export async function consentCenterOf(req: PayloadRequest, user: User, locale: Locale) {
  const published = await publishedConsentVersions(req)
  const { docs: history } = await req.payload.find({
    collection: 'consents',
    where: { user: { equals: user.id } },
    sort: ['-createdAt', '-id'],
    pagination: false,
    depth: 0,
    req,
    overrideAccess: false,
    user,
  })
  const types = new Set<ConsentType>([...history.map((record) => record.consentType), ...offeredTo(user)])
  const consents = [...types].map((type) => {
    const latest = history.find((record) => record.consentType === type)
    const current = currentConsent(type, published)
    const { hasCheckbox, canRevoke } = consentDefinition(type)
    return {
      consentType: type,
      hasCheckbox,
      canRevoke,
      status: latest?.status ?? null,
      version: latest?.version ?? null,
      givenAt: latest?.createdAt ?? null,
      textSnapshot: latest?.textSnapshot ?? null,
      currentVersion: current.version,
      currentText: current.text(locale),
      needsRenewal: needsRenewal(latest, current.version),
    }
  })
  const rows = history.map(({ consentType, status, version, textSnapshot, createdAt }) => ({
    consentType,
    status,
    version,
    textSnapshot,
    createdAt,
  }))
  return { consents, history: rows, pendingRenewals: consents.filter((c) => c.needsRenewal).map((c) => c.consentType) }
}

export type ConsentChange = { consentType: ConsentType; status: 'optin' | 'optout'; version: string }
export type ChangeResult = { kind: 'recorded' } | { kind: 'notAllowed' } | { kind: 'outdated' }

/**
 * One click in the consents center: withdraw a revocable consent (optout), give an offered one, or agree
 * again to the newer version of one already given. Appends a record with the server's text of the version in force.
 */
export async function changeConsent(
  req: PayloadRequest,
  user: User,
  change: ConsentChange,
  locale: Locale,
): Promise<ChangeResult> {
  const published = await publishedConsentVersions(req)
  const current = currentConsent(change.consentType, published)
  if (change.version !== current.version) return { kind: 'outdated' }
  const { canRevoke } = consentDefinition(change.consentType)
  const { totalDocs: decided } = await req.payload.count({
    collection: 'consents',
    where: { user: { equals: user.id }, consentType: { equals: change.consentType } },
    req,
    overrideAccess: true,
  })
  const allowed =
    change.status === 'optout' ? canRevoke && decided > 0 : offeredTo(user).includes(change.consentType) || decided > 0
  if (!allowed) return { kind: 'notAllowed' }
  await recordConsents(req, user.id, [change], locale, currentConsentsFrom([change.consentType], published))
  return { kind: 'recorded' }
}
