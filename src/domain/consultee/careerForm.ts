import type { OnboardingStep } from './onboarding'

/** The career preferences as the forms hold them: every answer as the text of its input. */
export type CareerFormValues = {
  targetRole: string
  targetIndustry: string
  workPermit: string
  visaDetails: string
  germanLevel: string
  englishLevel: string
  /** Comma-separated, as typed. */
  preferredCities: string
  salaryMinEuro: string
  salaryMaxEuro: string
  earliestStartDate: string
  cvKey: string
  cvFileName: string
}

export type CareerField = Exclude<keyof CareerFormValues, 'cvFileName'>

/** Which answers each onboarding step asks; the career-preferences page shows all of them. */
export const CAREER_STEP_FIELDS: Record<OnboardingStep, readonly CareerField[]> = {
  1: ['targetRole', 'targetIndustry'],
  2: ['workPermit', 'visaDetails'],
  3: ['germanLevel', 'englishLevel', 'preferredCities', 'earliestStartDate'],
  4: ['salaryMinEuro', 'salaryMaxEuro', 'cvKey'],
}

export const ALL_CAREER_FIELDS: readonly CareerField[] = Object.values(CAREER_STEP_FIELDS).flat()

type Saved = { [K in keyof CareerFormValues]?: string | number | string[] | null }

/** The form's starting values from the saved preferences (absent answers become empty inputs). */
export function careerFormValuesOf(saved: Saved): CareerFormValues {
  const text = (value: Saved[keyof Saved]) =>
    Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '' : String(value)
  return {
    targetRole: text(saved.targetRole),
    targetIndustry: text(saved.targetIndustry),
    workPermit: text(saved.workPermit),
    visaDetails: text(saved.visaDetails),
    germanLevel: text(saved.germanLevel),
    englishLevel: text(saved.englishLevel),
    preferredCities: text(saved.preferredCities),
    salaryMinEuro: text(saved.salaryMinEuro),
    salaryMaxEuro: text(saved.salaryMaxEuro),
    earliestStartDate: text(saved.earliestStartDate),
    cvKey: text(saved.cvKey),
    cvFileName: text(saved.cvFileName),
  }
}

/** 'Berlin, , München ' → ['Berlin', 'München']. */
export function splitCities(text: string): string[] {
  return text
    .split(',')
    .map((city) => city.trim())
    .filter((city) => city.length > 0)
}

function amount(text: string): number | null {
  const trimmed = text.trim()
  if (!trimmed) return null
  // A text that is not a number stays a string, so the schema reports it instead of it being dropped.
  return /^\d+$/.test(trimmed) ? Number(trimmed) : (trimmed as unknown as number)
}

/**
 * The careerPreferences body for `fields` of the form: trimmed text, an empty answer as null (it clears the
 * saved one), cities as a list, salaries as whole euros.
 */
export function careerRequestOf(values: CareerFormValues, fields: readonly CareerField[] = ALL_CAREER_FIELDS) {
  const request: Record<string, unknown> = {}
  for (const field of fields) {
    const value = values[field]
    if (field === 'preferredCities') request[field] = splitCities(value)
    else if (field === 'salaryMinEuro' || field === 'salaryMaxEuro') request[field] = amount(value)
    else request[field] = value.trim() ? value.trim() : null
  }
  return request
}

/** The form field a schema or server error path belongs to ('careerPreferences.preferredCities.1' → 'preferredCities'). */
export function careerFieldOfPath(path: string): string {
  return path.replace(/^careerPreferences\./, '').split('.')[0] ?? path
}
