import { describe, expect, it } from 'vitest'

import de from '../../i18n/messages/de.json'
import en from '../../i18n/messages/en.json'
import { consentText, currentConsentVersion } from './catalogue'
import { CONSENT_TYPES } from './types'

describe.each([
  ['en', en.consents],
  ['de', de.consents],
] as const)('"consents" labels in %s', (locale, labels) => {
  it('label every consent type and nothing else', () => {
    expect(Object.keys(labels).sort()).toEqual([...CONSENT_TYPES].sort())
  })

  // The checkbox shows exactly the wording the server stores as the snapshot of the current version.
  it.each(CONSENT_TYPES)('%s matches the current snapshot', (type) => {
    expect(labels[type]).toBe(consentText(type, currentConsentVersion(type), locale))
  })
})
