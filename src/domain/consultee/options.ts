/** Choices of the consultee profile and the job-seeker onboarding (spec §3, issue "consultee onboarding"). */
export const SKILL_PROFICIENCIES = ['BEGINNER', 'INTERMEDIATE', 'EXPERT'] as const
export type SkillProficiency = (typeof SKILL_PROFICIENCIES)[number]

/** The right to work in Germany, as the job seeker describes it. */
export const WORK_PERMITS = [
  'EU_CITIZEN',
  'PERMANENT_RESIDENCE',
  'EU_BLUE_CARD',
  'WORK_VISA',
  'JOB_SEEKER_VISA',
  'STUDENT_VISA',
  'NEEDS_VISA',
  'OTHER',
] as const
export type WorkPermit = (typeof WORK_PERMITS)[number]

/** CEFR levels, plus none and native. */
export const LANGUAGE_LEVELS = ['NONE', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'NATIVE'] as const
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number]

export const CONSULTEE_SKILLS_MAX = 15
export const SKILL_NAME_MAX_LENGTH = 60
export const ABOUT_ME_MAX_LENGTH = 2000
export const TARGET_ROLE_MAX_LENGTH = 100
export const VISA_DETAILS_MAX_LENGTH = 500
export const PREFERRED_CITIES_MAX = 5
export const SALARY_MAX_EURO = 1_000_000
