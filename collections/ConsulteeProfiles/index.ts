import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { isOwnerOrAdmin } from '../../access/isOwnerOrAdmin'
import { nobodyField } from '../../access/nobodyField'
import { ownerField } from '../shared/ownerField'
import { experienceFields } from '../ConsultantProfiles/experienceFields'
import { careerPreferenceFields } from './careerPreferenceFields'
import { consulteeFieldRules as rules } from './formRules'
import { enforceOnboardingTransition } from './hooks/enforceOnboardingTransition'
import {
  ABOUT_ME_MAX_LENGTH,
  CONSULTEE_SKILLS_MAX,
  SKILL_NAME_MAX_LENGTH,
  SKILL_PROFICIENCIES,
} from '@/domain/consultee/options'
import { GENDERS } from '@/domain/schemas'
import { ONBOARDING_FORM_STATUSES } from '@/domain/status'

/**
 * A consultee's profile beyond the account (name, time zone and picture live on the user): personal data
 * only the owner and admins read. Created by the server on first use; the onboarding status changes only
 * through /api/consultees/update, along its transition table.
 */
export const ConsulteeProfiles: CollectionConfig = {
  slug: 'consultee-profiles',
  labels: {
    singular: { en: 'Consultee profile', de: 'Kundenprofil' },
    plural: { en: 'Consultee profiles', de: 'Kundenprofile' },
  },
  admin: { defaultColumns: ['user', 'country', 'onboardingFormStatus', 'updatedAt'] },
  access: { read: isOwnerOrAdmin, create: isAdmin, update: isOwnerOrAdmin, delete: isAdmin },
  hooks: { beforeChange: [enforceOnboardingTransition] },
  fields: [
    ownerField('user', { unique: true }),
    { name: 'country', type: 'text', maxLength: 2, validate: rules.country },
    { name: 'gender', type: 'select', options: [...GENDERS] },
    { name: 'industry', type: 'text', validate: rules.industry },
    { name: 'major', type: 'text', validate: rules.major },
    { name: 'aboutMe', type: 'textarea', maxLength: ABOUT_ME_MAX_LENGTH, validate: rules.aboutMe },
    ...experienceFields(rules.list),
    {
      name: 'skills',
      type: 'array',
      maxRows: CONSULTEE_SKILLS_MAX,
      validate: rules.list,
      fields: [
        { name: 'skillName', type: 'text', required: true, maxLength: SKILL_NAME_MAX_LENGTH },
        { name: 'proficiency', type: 'select', required: true, options: [...SKILL_PROFICIENCIES] },
      ],
    },
    ...careerPreferenceFields,
    {
      name: 'onboardingFormStatus',
      type: 'select',
      options: [...ONBOARDING_FORM_STATUSES],
      index: true,
      admin: { position: 'sidebar' },
      access: { create: nobodyField, update: nobodyField },
    },
  ],
}
