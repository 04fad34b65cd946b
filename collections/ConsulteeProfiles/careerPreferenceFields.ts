import type { Field } from 'payload'

import {
  LANGUAGE_LEVELS,
  PREFERRED_CITIES_MAX,
  SALARY_MAX_EURO,
  TARGET_ROLE_MAX_LENGTH,
  VISA_DETAILS_MAX_LENGTH,
  WORK_PERMITS,
} from '@/domain/consultee/options'

/** What the job-seeker onboarding asks and the career-preferences page edits: finding work in Germany. */
export const careerPreferenceFields: Field[] = [
  {
    name: 'careerPreferences',
    type: 'group',
    fields: [
      { name: 'targetRole', type: 'text', maxLength: TARGET_ROLE_MAX_LENGTH },
      { name: 'targetIndustry', type: 'text' },
      { name: 'workPermit', type: 'select', options: [...WORK_PERMITS] },
      { name: 'visaDetails', type: 'textarea', maxLength: VISA_DETAILS_MAX_LENGTH },
      { name: 'germanLevel', type: 'select', options: [...LANGUAGE_LEVELS] },
      { name: 'englishLevel', type: 'select', options: [...LANGUAGE_LEVELS] },
      { name: 'preferredCities', type: 'text', hasMany: true, maxRows: PREFERRED_CITIES_MAX },
      { name: 'salaryMinEuro', type: 'number', min: 0, max: SALARY_MAX_EURO },
      { name: 'salaryMaxEuro', type: 'number', min: 0, max: SALARY_MAX_EURO },
      { name: 'earliestStartDate', type: 'text', admin: { description: 'yyyy-MM-dd' } },
      // The CV: an upload's key (context "document") and the file name the job seeker gave it.
      { name: 'cvKey', type: 'text', maxLength: 100 },
      { name: 'cvFileName', type: 'text', maxLength: 255 },
    ],
  },
]
