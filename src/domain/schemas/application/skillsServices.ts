import { z } from 'zod'

import { isValidPriceEuro, pricingOrderErrors, type PricingOrderRule } from '../../money/pricing'
import type { FieldError } from '../errors'
import { msg, type ValidationMessage } from '../messages'
import { requiredText, whenObject } from './shared'

export const SKILLS_MIN = 5
export const SKILLS_MAX = 15
export const SKILL_MAX_LENGTH = 100
export const TAG_LABEL_MAX_LENGTH = 60
export const SERVICES_MIN = 5
export const SERVICES_MAX = 10
export const SERVICE_TITLE_MAX_LENGTH = 50
export const SERVICE_DESCRIPTION_MAX_LENGTH = 200
export const DEFAULT_SERVICE_CATEGORY = 'Other'

/** Trimmed skills without blanks; of skills differing only in case the first spelling is kept. */
export function normalizeSkills(list: readonly string[]): string[] {
  const seen = new Set<string>()
  const skills: string[] = []
  for (const raw of list) {
    const skill = raw.trim()
    const key = skill.toLowerCase()
    if (skill === '' || seen.has(key)) continue
    seen.add(key)
    skills.push(skill)
  }
  return skills
}

/** A tag label as shown: at most 60 characters, then an ellipsis. */
export function truncateTag(label: string, max: number = TAG_LABEL_MAX_LENGTH): string {
  const characters = Array.from(label)
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : label
}

/** The tag input on Enter: blank text and known skills are ignored; a 16th skill raises the alert instead. */
export function addSkill(list: readonly string[], text: string): { skills: string[]; alert: ValidationMessage | null } {
  const skills = normalizeSkills(list)
  const next = normalizeSkills([...skills, text])
  if (next.length > SKILLS_MAX) return { skills, alert: msg('You_can_add_a_maximum_of_15_skills') }
  return { skills: next, alert: null }
}

export const skillsSchema = z
  .array(z.string({ error: msg('Skill_invalid') }).max(SKILL_MAX_LENGTH, msg('Skill_invalid')), {
    error: msg('Skills_min_5'),
  })
  .transform(normalizeSkills)
  .check(
    z.minLength(SKILLS_MIN, msg('Skills_min_5')),
    z.maxLength(SKILLS_MAX, msg('You_can_add_a_maximum_of_15_skills')),
  )

const hasTitle = (service: { title?: unknown }) => typeof service.title === 'string' && service.title.trim() !== ''

export const serviceSchema = z
  .object(
    {
      title: requiredText('Service_title_required', SERVICE_TITLE_MAX_LENGTH, 'Service_title_max_50'),
      description: z
        .string({ error: msg('Invalid_value') })
        .trim()
        .max(SERVICE_DESCRIPTION_MAX_LENGTH, msg('Service_description_max_200'))
        .nullish()
        .transform((text) => (text ? text : undefined)),
      category: z
        .string({ error: msg('Invalid_value') })
        .trim()
        .nullish()
        .transform((category) => category || DEFAULT_SERVICE_CATEGORY),
      serviceId: z
        .string({ error: msg('Invalid_value') })
        .trim()
        .min(1, msg('Invalid_value'))
        .optional(),
    },
    { error: msg('Invalid_value') },
  )
  .refine((service) => !hasTitle(service) || hasTitle({ title: service.description }), {
    path: ['description'],
    error: msg('Service_description_required'),
    when: whenObject,
  })

export const servicesSchema = z
  .array(serviceSchema, { error: msg('You_must_select_5_10_services') })
  .min(SERVICES_MIN, msg('You_must_select_5_10_services'))
  .max(SERVICES_MAX, msg('You_can_select_up_to_10_services'))

/** The one line above the services: the count problem if any, else a hint that some service has errors. */
export function servicesSummaryMessage(errors: readonly FieldError[], field = 'services'): ValidationMessage | null {
  const count = errors.find((error) => error.path === field)
  if (count) return count.message as ValidationMessage
  return errors.some((error) => error.path.startsWith(`${field}.`))
    ? msg('Please_fix_the_errors_in_the_services_field')
    : null
}

/** A price in euro from 0 to 4999 in steps of 0.5 (below 1 only 0 or 0.5); a blank input counts as missing. */
export const priceSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : (value ?? undefined)),
  z
    .number({ error: (issue) => msg(issue.input === undefined ? 'Price_required' : 'Price_invalid') })
    .refine(isValidPriceEuro, msg('Price_invalid')),
)

const PRICING_ORDER_ISSUES: Record<PricingOrderRule, { path: string; message: ValidationMessage }> = {
  PRICING_30_MIN_NOT_BELOW_60_MIN: { path: 'pricing30Min', message: 'Pricing_30_min_must_be_below_60_min' },
  PRICING_TRIAL_NOT_BELOW_30_MIN: { path: 'pricingTrial', message: 'Pricing_trial_must_be_below_30_min' },
  PRICING_TRIAL_NOT_BELOW_60_MIN: { path: 'pricingTrial', message: 'Pricing_trial_must_be_below_60_min' },
}

type Prices = { pricing30Min: number; pricing60Min: number; pricingTrial: number }

/** The order rules, each reported at the price that has to change; checked once all three prices are valid. */
function refinePricingOrder(prices: Prices, ctx: z.RefinementCtx): void {
  if (![prices.pricing30Min, prices.pricing60Min, prices.pricingTrial].every(isValidPriceEuro)) return
  for (const rule of pricingOrderErrors(prices)) {
    const { path, message } = PRICING_ORDER_ISSUES[rule]
    ctx.addIssue({ code: 'custom', message: msg(message), path: [path] })
  }
}

const pricingShape = { pricing30Min: priceSchema, pricing60Min: priceSchema, pricingTrial: priceSchema }

/** The pricing profile page. */
export const pricingSchema = z.object(pricingShape, { error: msg('Invalid_request') }).superRefine(refinePricingOrder)

/** Step 3 of the application: skills, services and the three prices. */
export const skillsServicesStepSchema = z
  .object({ skills: skillsSchema, services: servicesSchema, ...pricingShape }, { error: msg('Invalid_request') })
  .superRefine(refinePricingOrder)

export type PricingValues = z.output<typeof pricingSchema>
export type SkillsServicesStepInput = z.input<typeof skillsServicesStepSchema>
export type SkillsServicesStepValues = z.output<typeof skillsServicesStepSchema>

/** Services as sent: title and optional description, plus the catalogue id and the category when known. */
export function servicesForRequest(services: SkillsServicesStepValues['services']) {
  return services.map(({ serviceId, title, description, category }) => ({
    title,
    ...(description ? { description } : {}),
    ...(serviceId ? { serviceId } : {}),
    ...(category !== DEFAULT_SERVICE_CATEGORY ? { category } : {}),
  }))
}

/** The step-3 submission body: skills, services and the prices grouped. */
export function skillsServicesRequestFromStep(values: SkillsServicesStepValues) {
  const { skills, services, pricing30Min, pricing60Min, pricingTrial } = values
  return { skills, services: servicesForRequest(services), pricing: { pricing30Min, pricing60Min, pricingTrial } }
}
