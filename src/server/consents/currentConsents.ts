import type { PayloadRequest } from 'payload'

import { compareConsentVersions } from '@/domain/account/consentVersions'
import { consentText, currentConsentVersion, type ConsentType } from '@/domain/consents'
import type { Locale } from '@/domain/locale'
import type { ConsentVersion } from '@/payload-types'

export type CurrentConsent = { version: string; text: (locale: Locale) => string | null }

/** Consent texts admins published after the release, newest first per type. */
export async function publishedConsentVersions(req: PayloadRequest): Promise<ConsentVersion[]> {
  const { docs } = await req.payload.find({
    collection: 'consent-versions',
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs.sort((a, b) => compareConsentVersions(b.version, a.version))
}

/** The version users are asked to accept now: an admin-published one when newer than the catalogue's. */
export function currentConsent(type: ConsentType, published: readonly ConsentVersion[]): CurrentConsent {
  const builtIn = currentConsentVersion(type)
  const newer = published.find((v) => v.consentType === type && compareConsentVersions(v.version, builtIn) > 0)
  if (newer) return { version: newer.version, text: (locale) => (locale === 'de' ? newer.textDe : newer.textEn) }
  return { version: builtIn, text: (locale) => consentText(type, builtIn, locale) }
}

/** The wording of any version of a consent: the catalogue's, else an admin-published one. */
export function textOfVersion(
  type: ConsentType,
  version: string,
  locale: Locale,
  published: readonly ConsentVersion[],
): string | null {
  const builtIn = consentText(type, version, locale)
  if (builtIn) return builtIn
  const row = published.find((v) => v.consentType === type && v.version === version)
  return row ? (locale === 'de' ? row.textDe : row.textEn) : null
}
