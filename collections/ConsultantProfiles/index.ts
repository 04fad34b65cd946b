import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { isAdminField } from '../../access/isAdminField'
import { isOwnerOrAdmin } from '../../access/isOwnerOrAdmin'
import { isOwnerOrAdminField } from '../../access/isOwnerOrAdminField'
import { isOwnerOrReviewerField } from '../../access/isOwnerOrReviewerField'
import { nobodyField } from '../../access/nobodyField'
import { publishedOrOwnerOrReviewer } from '../../access/publishedOrOwnerOrReviewer'
import { assignShortId } from '../../hooks/assignShortId'
import { ownerField } from '../shared/ownerField'
import { withFormRule } from '../shared/formRule'
import { experienceFields } from './experienceFields'
import { consultantFieldRules as rules, pricingRule } from './formRules'
import { reviewFields } from './reviewFields'
import { setDisplayName } from './hooks/setDisplayName'
import { setSearchText } from './hooks/setSearchText'
import { isValidPriceEuro, MAX_PRICE_CENTS } from '@/domain/money'
import { CONSULTANT_BUSINESS_TYPES, GENDERS, TAX_ID_LENGTH, VAT_NUMBER_MAX_LENGTH } from '@/domain/schemas'

const priceField = (name: string, label: { en: string; de: string }) =>
  ({
    name,
    label,
    type: 'number',
    min: 0,
    max: MAX_PRICE_CENTS,
    admin: { description: { en: 'In euro cents, VAT included', de: 'In Euro-Cent, inkl. MwSt.' } },
    validate: withFormRule(
      (value: unknown) =>
        value == null ||
        (Number.isInteger(value) && isValidPriceEuro((value as number) / 100)) ||
        'A price is 0, 0.50 or 1 to 4999 € in steps of 0.50 €',
      pricingRule,
    ),
  }) as const

const systemWritten = { create: nobodyField, update: nobodyField }

/** A consultant's public profile: what the application collects and the marketplace shows. */
export const ConsultantProfiles: CollectionConfig = {
  slug: 'consultant-profiles',
  labels: {
    singular: { en: 'Consultant profile', de: 'Beraterprofil' },
    plural: { en: 'Consultant profiles', de: 'Beraterprofile' },
  },
  admin: {
    useAsTitle: 'displayName',
    defaultColumns: ['displayName', 'reviewState', 'submittedAt', 'industry', 'published', 'verified'],
    listSearchableFields: ['displayName', 'consultantShortId'],
  },
  access: { read: publishedOrOwnerOrReviewer, create: isAdmin, update: isOwnerOrAdmin, delete: isAdmin },
  fields: [
    ownerField('user', { unique: true }),
    {
      name: 'consultantShortId',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
      access: { create: nobodyField, update: nobodyField },
      hooks: { beforeChange: [assignShortId] },
    },
    { name: 'displayName', type: 'text', maxLength: 41, admin: { readOnly: true } },
    {
      // What the consultant search indexes (full text and trigrams); kept by a hook, never sent out.
      name: 'searchText',
      type: 'textarea',
      admin: { hidden: true },
      access: { read: nobodyField, create: nobodyField, update: nobodyField },
    },
    {
      name: 'published',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: { create: isAdminField, update: isAdminField },
    },
    { name: 'verified', type: 'checkbox', defaultValue: false, access: { create: isAdminField, update: isAdminField } },
    { name: 'tagline', type: 'text', maxLength: 90, validate: rules.tagline },
    { name: 'aboutMe', type: 'textarea', maxLength: 2000, validate: rules.aboutMe },
    { name: 'country', type: 'text', maxLength: 2, validate: rules.country },
    { name: 'city', type: 'text', maxLength: 50, validate: rules.city },
    { name: 'languages', type: 'text', hasMany: true, maxRows: 5, validate: rules.languages },
    { name: 'gender', type: 'select', options: [...GENDERS], access: { read: isOwnerOrReviewerField } },
    {
      // What the applicant tells the reviewers; never part of the public profile.
      name: 'application',
      type: 'group',
      access: { read: isOwnerOrReviewerField },
      fields: [
        { name: 'motivation', type: 'textarea', maxLength: 2000, validate: rules.motivation },
        { name: 'referralSource', type: 'text', maxLength: 100, validate: rules.referralSource },
      ],
    },
    { name: 'linkedInUrl', type: 'text', maxLength: 255, validate: rules.link },
    { name: 'githubUrl', type: 'text', maxLength: 255, validate: rules.link },
    { name: 'xingUrl', type: 'text', maxLength: 255, validate: rules.link },
    { name: 'personalWebsite', type: 'text', maxLength: 255, validate: rules.link },
    { name: 'videoUrl', type: 'text', maxLength: 2048, validate: rules.videoUrl },
    // An intro video uploaded to us: the upload's key and the name the consultant gave the file.
    // Written only by the profile-details save, which checks that the upload is the consultant's own.
    { name: 'videoKey', type: 'text', maxLength: 100, admin: { readOnly: true }, access: systemWritten },
    { name: 'videoFileName', type: 'text', maxLength: 255, admin: { readOnly: true }, access: systemWritten },
    { name: 'industry', type: 'text', index: true, validate: rules.industry },
    { name: 'major', type: 'text', index: true, validate: rules.major },
    { name: 'yearsOfExperience', type: 'text', validate: rules.yearsOfExperience },
    { name: 'consultantBusinessType', type: 'select', options: [...CONSULTANT_BUSINESS_TYPES] },
    {
      // Personal tax data: only the owner and admins read it; only PUT /api/consultants/tax-info writes it.
      name: 'taxInfo',
      type: 'group',
      label: { en: 'Tax details', de: 'Steuerangaben' },
      access: { read: isOwnerOrAdminField, create: nobodyField, update: nobodyField },
      admin: { readOnly: true },
      fields: [
        {
          name: 'taxIdentificationNumber',
          type: 'text',
          minLength: TAX_ID_LENGTH,
          maxLength: TAX_ID_LENGTH,
          label: { en: 'Tax identification number', de: 'Steuer-Identifikationsnummer' },
        },
        {
          name: 'vatNumber',
          type: 'text',
          maxLength: VAT_NUMBER_MAX_LENGTH,
          label: { en: 'VAT number', de: 'USt-IdNr.' },
        },
      ],
    },
    { name: 'skills', type: 'text', hasMany: true, maxRows: 15, validate: rules.skills },
    {
      name: 'services',
      type: 'array',
      maxRows: 10,
      validate: rules.services,
      fields: [
        { name: 'serviceId', type: 'text', index: true },
        { name: 'title', type: 'text', required: true, maxLength: 50 },
        { name: 'description', type: 'textarea', maxLength: 200 },
        { name: 'category', type: 'text', defaultValue: 'Other' },
      ],
    },
    priceField('pricing30Min', { en: 'Price for 30 minutes', de: 'Preis für 30 Minuten' }),
    priceField('pricing60Min', { en: 'Price for 60 minutes', de: 'Preis für 60 Minuten' }),
    priceField('pricingTrial', { en: 'Price for the trial session', de: 'Preis für die Probesitzung' }),
    ...experienceFields(rules.experience),
    ...reviewFields,
    {
      name: 'averageRating',
      type: 'number',
      min: 0,
      max: 5,
      admin: { readOnly: true },
      access: { create: nobodyField, update: nobodyField },
    },
    {
      name: 'reviewCount',
      type: 'number',
      defaultValue: 0,
      admin: { readOnly: true },
      access: { create: nobodyField, update: nobodyField },
    },
  ],
  hooks: { beforeChange: [setDisplayName, setSearchText] },
}
