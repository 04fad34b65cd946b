import { z } from 'zod'

import { consentListSchema } from '../consents/submission'
import { nameSchema, timezoneSchema } from '../schemas/fields'
import { msg } from '../schemas/messages'
import { ENTRIES_MAX } from '../schemas/application/experience'
import { educationEntrySchemaAt, workEntrySchemaAt } from '../schemas/application/experienceEntries'
import { genderSchema, imageUrlSchema } from '../schemas/application/personalInformation'
import { countrySchema, optionalText } from '../schemas/application/shared'
import { ONBOARDING_FORM_STATUSES } from '../status/onboardingFormStatus'
import { careerPreferencesSchema } from './careerSchemas'
import { ABOUT_ME_MAX_LENGTH, CONSULTEE_SKILLS_MAX, SKILL_NAME_MAX_LENGTH, SKILL_PROFICIENCIES } from './options'

const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: msg('Invalid_request') })

export const skillWithProficiencySchema = object({
  skillName: z
    .string({ error: msg('Skill_invalid') })
    .trim()
    .min(1, { error: msg('Skill_invalid'), abort: true })
    .max(SKILL_NAME_MAX_LENGTH, msg('Skill_invalid')),
  proficiency: z.enum(SKILL_PROFICIENCIES, { error: msg('Proficiency_invalid') }),
})

/** Up to 15 skills, each named once (compared case-insensitively). */
export const consulteeSkillsSchema = z
  .array(skillWithProficiencySchema, { error: msg('Invalid_value') })
  .max(CONSULTEE_SKILLS_MAX, msg('You_can_add_a_maximum_of_15_skills'))
  .superRefine((skills, ctx) => {
    const seen = new Set<string>()
    skills.forEach((skill, index) => {
      const key = skill.skillName.toLowerCase()
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: msg('Skill_duplicate'), path: [index, 'skillName'] })
      seen.add(key)
    })
  })

/** The personal information a consultee must give before the account becomes ACTIVE (POST submit-data). */
export const submitDataSchema = object({
  userId: z
    .number({ error: msg('Invalid_value') })
    .int()
    .optional(),
  firstName: nameSchema,
  lastName: nameSchema,
  timezone: timezoneSchema,
  country: countrySchema,
  gender: genderSchema.optional(),
  image: imageUrlSchema.nullish(),
})

export type SubmitDataValues = z.output<typeof submitDataSchema>

/**
 * PATCH /api/consultees/update at `now`: every field optional, only the ones sent change. `image` is the URL
 * of a picture uploaded before (null removes it); `onboardingFormStatus` is the status asked for.
 */
export function consulteeUpdateSchemaAt(now: Date) {
  return object({
    userId: z
      .number({ error: msg('Invalid_value') })
      .int()
      .optional(),
    firstName: nameSchema.optional(),
    lastName: nameSchema.optional(),
    timezone: timezoneSchema.optional(),
    image: imageUrlSchema.nullable().optional(),
    country: countrySchema.nullable().optional(),
    gender: genderSchema.nullable().optional(),
    industry: optionalText(100, 'Industry_invalid'),
    major: optionalText(100, 'Major_not_in_industry'),
    aboutMe: z
      .string({ error: msg('Invalid_value') })
      .trim()
      .max(ABOUT_ME_MAX_LENGTH, msg('About_me_max_2000'))
      .nullable()
      .optional(),
    workingHistory: z.array(workEntrySchemaAt(now)).max(ENTRIES_MAX, msg('Working_history_max_3')).optional(),
    educationBackgrounds: z.array(educationEntrySchemaAt(now)).max(ENTRIES_MAX, msg('Education_max_3')).optional(),
    skills: consulteeSkillsSchema.optional(),
    careerPreferences: careerPreferencesSchema.optional(),
    onboardingFormStatus: z.enum(ONBOARDING_FORM_STATUSES, { error: msg('Onboarding_status_invalid') }).optional(),
    consents: consentListSchema.optional(),
  })
}

export type ConsulteeUpdateInput = z.input<ReturnType<typeof consulteeUpdateSchemaAt>>
export type ConsulteeUpdateValues = z.output<ReturnType<typeof consulteeUpdateSchemaAt>>
