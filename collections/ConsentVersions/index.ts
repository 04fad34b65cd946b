import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { isAdmin } from '../../access/isAdmin'
import { nobody } from '../../access/nobody'
import { CONSENT_TYPES } from '@/domain/consents'

/**
 * Consent wordings that admins publish after the release: a newer version than the catalogue's replaces
 * the current one, and users who agreed to an older version are asked again at their next login. A
 * published text is evidence of what people agreed to, so it is never edited or deleted.
 */
export const ConsentVersions: CollectionConfig = {
  slug: 'consent-versions',
  labels: {
    singular: { en: 'Consent text version', de: 'Einwilligungstext-Version' },
    plural: { en: 'Consent text versions', de: 'Einwilligungstext-Versionen' },
  },
  admin: { useAsTitle: 'version', defaultColumns: ['consentType', 'version', 'createdAt'] },
  access: { read: anyone, create: isAdmin, update: nobody, delete: nobody },
  indexes: [{ fields: ['consentType', 'version'], unique: true }],
  fields: [
    { name: 'consentType', type: 'select', required: true, options: [...CONSENT_TYPES], index: true },
    {
      name: 'version',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        (typeof value === 'string' && /^\d{1,3}\.\d{1,3}$/.test(value)) || 'A version looks like 1.4',
    },
    { name: 'textEn', type: 'textarea', required: true, label: { en: 'Text (English)', de: 'Text (Englisch)' } },
    { name: 'textDe', type: 'textarea', required: true, label: { en: 'Text (German)', de: 'Text (Deutsch)' } },
  ],
}
