import type { CollectionConfig } from 'payload'

import { isOwnerOrAdmin } from '../../access/isOwnerOrAdmin'
import { nobody } from '../../access/nobody'
import { CONSENT_TYPES } from '@/domain/consents'
import { LOCALES } from '@/domain/locale'

/** Append-only record of every consent given or withdrawn, with the exact text that was shown. */
export const Consents: CollectionConfig = {
  slug: 'consents',
  labels: {
    singular: { en: 'Consent record', de: 'Einwilligung' },
    plural: { en: 'Consent records', de: 'Einwilligungen' },
  },
  admin: { defaultColumns: ['user', 'consentType', 'status', 'version', 'createdAt'] },
  access: { read: isOwnerOrAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'consentType', type: 'select', required: true, options: [...CONSENT_TYPES], index: true },
    { name: 'status', type: 'select', required: true, options: ['optin', 'optout'] },
    { name: 'version', type: 'text', required: true },
    { name: 'textSnapshot', type: 'textarea', required: true },
    { name: 'locale', type: 'select', options: [...LOCALES] },
    // The versions of the legal documents the consent's wording refers to, as in force when it was given.
    { name: 'legalTexts', type: 'relationship', relationTo: 'legal-texts', hasMany: true },
  ],
}
