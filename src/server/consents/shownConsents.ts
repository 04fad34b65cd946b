import { createLocalReq, type Payload } from 'payload'

import { currentConsentsOf, type CurrentConsents } from './currentConsents'
import { consentText, currentConsentVersion, type ConsentType, type ShownConsent } from '@/domain/consents'
import type { Locale } from '@/domain/locale'

function shown(consentType: ConsentType, inForce: CurrentConsents, locale: Locale): ShownConsent {
  const current = inForce.get(consentType)
  const version = current?.version ?? currentConsentVersion(consentType)
  const text = current?.text(locale) ?? consentText(consentType, version, locale) ?? ''
  return { consentType, version, text }
}

/**
 * The consents a form shows, in the version in force and its wording: the same version and text the
 * server records when the form is sent. One query for all of them.
 */
export async function consentsToShow(
  payload: Payload,
  types: readonly ConsentType[],
  locale: Locale,
): Promise<ShownConsent[]> {
  const inForce = await currentConsentsOf(await createLocalReq({}, payload), types)
  return types.map((type) => shown(type, inForce, locale))
}

/** One consent a form shows, as {@link consentsToShow}. */
export async function consentToShow(payload: Payload, type: ConsentType, locale: Locale): Promise<ShownConsent> {
  const inForce = await currentConsentsOf(await createLocalReq({}, payload), [type])
  return shown(type, inForce, locale)
}
