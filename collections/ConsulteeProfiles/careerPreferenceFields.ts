import type { Field } from 'payload'

import { careerPreferenceRules as rules, cvKeyRule } from './formRules'
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
      { name: 'targetRole', type: 'text', maxLength: TARGET_ROLE_MAX_LENGTH, validate: rules.text },
      { name: 'targetIndustry', type: 'text', validate: rules.text },
      { name: 'workPermit', type: 'select', options: [...WORK_PERMITS] },
      { name: 'visaDetails', type: 'textarea', maxLength: VISA_DETAILS_MAX_LENGTH, validate: rules.textarea },
      { name: 'germanLevel', type: 'select', options: [...LANGUAGE_LEVELS] },
      { name: 'englishLevel', type: 'select', options: [...LANGUAGE_LEVELS] },
      { name: 'preferredCities', type: 'text', hasMany: true, maxRows: PREFERRED_CITIES_MAX, validate: rules.list },
      { name: 'salaryMinEuro', type: 'number', min: 0, max: SALARY_MAX_EURO, validate: rules.number },
      { name: 'salaryMaxEuro', type: 'number', min: 0, max: SALARY_MAX_EURO, validate: rules.number },
      { name: 'earliestStartDate', type: 'text', admin: { description: 'yyyy-MM-dd' }, validate: rules.text },
      // The CV: an upload's key (context "document") and the file name the job seeker gave it.
      { name: 'cvKey', type: 'text', maxLength: 100, validate: cvKeyRule },
      { name: 'cvFileName', type: 'text', maxLength: 255 },
    ],
  },
]
