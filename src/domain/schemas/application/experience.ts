import { z } from 'zod'

import {
  checkConsents,
  consentListSchema,
  currentConsentVersion,
  type ConsentInput,
  type ConsentType,
} from '../../consents'
import { INDUSTRIES } from '../../catalogue'
import { msg } from '../messages'
import { whenObject } from './shared'
import { educationEntrySchemaAt, workEntrySchemaAt } from './experienceEntries'

export const YEARS_OF_EXPERIENCE_OPTIONS = [
  'LESS_THAN_ONE',
  ...Array.from({ length: 14 }, (_, index) => String(index + 1)),
  '15+',
] as readonly string[]

export const CONSULTANT_BUSINESS_TYPES = ['KLEINUNTERNEHMER', 'REGELUNTERNEHMER'] as const
export type ConsultantBusinessType = (typeof CONSULTANT_BUSINESS_TYPES)[number]

export const ENTRIES_MIN = 1
export const ENTRIES_MAX = 3
export const INDUSTRY_MAX_LENGTH = 100

export const consultantBusinessTypeSchema = z.enum(CONSULTANT_BUSINESS_TYPES, { error: msg('Business_type_required') })

/** One of the options, sent as a string; a number from a select is accepted as its string. */
export const yearsOfExperienceSchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({ error: msg('Years_of_experience_required') })
    .refine((value) => YEARS_OF_EXPERIENCE_OPTIONS.includes(value), msg('Years_of_experience_required')),
)

const choice = (required: 'Industry_required' | 'Major_required') =>
  z
    .string({ error: msg(required) })
    .trim()
    .min(1, { error: msg(required), abort: true })
    .max(INDUSTRY_MAX_LENGTH, { error: msg('Invalid_value'), abort: true })

/** The industries to choose from, each with the majors it offers (catalogue ids). */
export type IndustryChoices = readonly { readonly id: string; readonly majors: readonly string[] }[]

/** Industries as listed for a select (with their majors) reduced to the ids the schema checks. */
export function industryChoicesOf(
  industries: readonly { id: string; majors: readonly { id: string }[] }[],
): IndustryChoices {
  return industries.map(({ id, majors }) => ({ id, majors: majors.map((major) => major.id) }))
}

/** The catalogue as shipped; the server passes the industries as admins keep them. */
export const DEFAULT_INDUSTRY_CHOICES: IndustryChoices = INDUSTRIES.map(({ id, majors }) => ({ id, majors }))

// Industry and major are catalogue ids; the major must be one the chosen industry offers.
function industryRules(industries: IndustryChoices) {
  const byId = new Map(industries.map((industry) => [industry.id, industry.majors]))
  const industry = choice('Industry_required').refine((id) => byId.has(id), msg('Industry_invalid'))
  const majorOfIndustry: [(value: { industry?: unknown; major?: unknown }) => boolean, z.core.$ZodCustomParams] = [
    ({ industry: chosen, major }) => {
      const majors = byId.get(String(chosen))
      return typeof major !== 'string' || !majors || majors.includes(major.trim())
    },
    { path: ['major'], error: msg('Major_not_in_industry'), when: whenObject },
  ]
  return { industry, majorOfIndustry }
}

function experienceShape(now: Date, industries: IndustryChoices) {
  return {
    industry: industryRules(industries).industry,
    major: choice('Major_required'),
    yearsOfExperience: yearsOfExperienceSchema,
    workingHistory: z
      .array(workEntrySchemaAt(now), { error: msg('Working_history_min_1') })
      .min(ENTRIES_MIN, msg('Working_history_min_1'))
      .max(ENTRIES_MAX, msg('Working_history_max_3')),
    educationBackgrounds: z
      .array(educationEntrySchemaAt(now), { error: msg('Education_min_1') })
      .min(ENTRIES_MIN, msg('Education_min_1'))
      .max(ENTRIES_MAX, msg('Education_max_3')),
  }
}

/** The experience profile page at `now`. */
export function experienceSchemaAt(now: Date, industries: IndustryChoices = DEFAULT_INDUSTRY_CHOICES) {
  return z
    .object(experienceShape(now, industries), { error: msg('Invalid_request') })
    .refine(...industryRules(industries).majorOfIndustry)
}

/** The boxes of the last step (named as in the spec's state) and the consent each one records. */
export const APPLICATION_CONSENT_BOXES = {
  agreeToTerms: 'CONSULTANT_TERMS_AND_PROFILE_CONSENT',
  employerApprovalAndTaxDeclaration: 'EMPLOYER_APPROVAL_AND_TAX_DECLARATION',
  accuracyAndDataProcessingConsent: 'DATA_PROCESSING_TRUTHFULNESS_PUBLICATION',
  dataProcessingRequired: 'DATA_PROCESSING',
  declarationOfAccuracyRequired: 'DECLARATION_OF_ACCURACY',
} as const satisfies Record<string, ConsentType>

export type ApplicationConsentBox = keyof typeof APPLICATION_CONSENT_BOXES

/** Step 4 of the application at `now`: the experience plus the business type and the required boxes. */
export function experienceStepSchemaAt(now: Date, industries: IndustryChoices = DEFAULT_INDUSTRY_CHOICES) {
  return z
    .object(
      {
        ...experienceShape(now, industries),
        consultantBusinessType: consultantBusinessTypeSchema,
        agreeToTerms: z.literal(true, { error: msg('You_must_agree_to_the_terms_and_conditions') }),
        employerApprovalAndTaxDeclaration: z.literal(true, { error: msg('Employer_approval_required') }),
        accuracyAndDataProcessingConsent: z.literal(true, { error: msg('Accuracy_and_data_processing_required') }),
        dataProcessingRequired: z.literal(true, { error: msg('Data_processing_required') }),
        declarationOfAccuracyRequired: z.literal(true, { error: msg('Declaration_of_accuracy_required') }),
      },
      { error: msg('Invalid_request') },
    )
    .refine(...industryRules(industries).majorOfIndustry)
}

export type ExperienceValues = z.output<ReturnType<typeof experienceSchemaAt>>
export type ExperienceStepInput = z.input<ReturnType<typeof experienceStepSchemaAt>>
export type ExperienceStepValues = z.output<ReturnType<typeof experienceStepSchemaAt>>

/** The opt-ins of the ticked boxes, as the APPLICATION consent context requires. */
export function applicationConsents(): ConsentInput[] {
  return Object.values(APPLICATION_CONSENT_BOXES).map((consentType) => ({
    consentType,
    status: 'optin',
    version: currentConsentVersion(consentType),
  }))
}

/** The step-4 submission body. */
export function experienceRequestFromStep(values: ExperienceStepValues) {
  const { industry, major, consultantBusinessType, yearsOfExperience, workingHistory, educationBackgrounds } = values
  return {
    consents: applicationConsents(),
    experience: {
      industry,
      major,
      consultantBusinessType,
      yearsOfExperience,
      experiences: workingHistory,
      education: educationBackgrounds,
    },
  }
}

/** Choosing another industry clears the major, which depends on it. */
export function clearMajorOnIndustryChange<T extends { industry?: string | null; major?: string | null }>(
  previous: T,
  next: T,
): T {
  return previous.industry === next.industry ? next : { ...next, major: '' }
}

/** Body of PUT /api/consultants/application/experience at `now` (the boxes arrive as consents). */
export function experienceRequestSchemaAt(now: Date, industries: IndustryChoices = DEFAULT_INDUSTRY_CHOICES) {
  const { workingHistory, educationBackgrounds, ...rest } = experienceShape(now, industries)
  const experience = z
    .object(
      {
        ...rest,
        consultantBusinessType: consultantBusinessTypeSchema,
        experiences: workingHistory,
        education: educationBackgrounds,
      },
      { error: msg('Invalid_request') },
    )
    .refine(...industryRules(industries).majorOfIndustry)
  return z
    .object({ consents: consentListSchema.default([]), experience }, { error: msg('Invalid_request') })
    .superRefine((body, ctx) => {
      const check = checkConsents(body.consents, 'APPLICATION')
      if (check.ok) return
      for (const error of check.errors)
        ctx.addIssue({ code: 'custom', message: error.message, path: error.path.split('.') })
    })
}
