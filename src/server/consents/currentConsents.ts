import type { PayloadRequest } from 'payload'

import { compareConsentVersions } from '@/domain/account/consentVersions'
import { consentText, currentConsentVersion, type ConsentType } from '@/domain/consents'
import type { Locale } from '@/domain/locale'
import type { ConsentVersion } from '@/payload-types'

export type CurrentConsent = { version: string; text: (locale: Locale) => string | null }

/** The consent in force per type, for the types it was read for. */
export type CurrentConsents = ReadonlyMap<ConsentType, CurrentConsent>

const newestFirst = (docs: ConsentVersion[]) => docs.sort((a, b) => compareConsentVersions(b.version, a.version))

/** Consent texts admins published after the release, newest first per type. */
export async function publishedConsentVersions(req: PayloadRequest): Promise<ConsentVersion[]> {
  const { docs } = await req.payload.find({
    collection: 'consent-versions',
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return newestFirst(docs)
}

/** The version users are asked to accept now: an admin-published one when newer than the catalogue's. */
export function currentConsent(type: ConsentType, published: readonly ConsentVersion[]): CurrentConsent {
  const builtIn = currentConsentVersion(type)
  const newer = published.find((v) => v.consentType === type && compareConsentVersions(v.version, builtIn) > 0)
  if (newer) return { version: newer.version, text: (locale) => (locale === 'de' ? newer.textDe : newer.textEn) }
  return { version: builtIn, text: (locale) => consentText(type, builtIn, locale) }
}

/** The consents in force for `types`, picked from already loaded published versions. */
export function currentConsentsFrom(
  types: readonly ConsentType[],
  published: readonly ConsentVersion[],
): CurrentConsents {
  return new Map(types.map((type) => [type, currentConsent(type, published)]))
}

/** The consents in force for `types`, read in one query within the request's transaction. */
export async function currentConsentsOf(req: PayloadRequest, types: readonly ConsentType[]): Promise<CurrentConsents> {
  const unique = [...new Set(types)]
  if (unique.length === 0) return new Map()
  const { docs } = await req.payload.find({
    collection: 'consent-versions',
    where: { consentType: { in: unique } },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return currentConsentsFrom(unique, newestFirst(docs))
}

/** The version in force per type, as the consent checks accept it next to the catalogue's. */
export function versionsIn(current: CurrentConsents): Partial<Record<ConsentType, string>> {
  return Object.fromEntries([...current].map(([type, consent]) => [type, consent.version]))
}
