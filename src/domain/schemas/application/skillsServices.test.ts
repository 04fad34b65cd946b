import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { toFieldErrors } from '../errors'
import {
  addSkill,
  normalizeSkills,
  pricingSchema,
  serviceSchema,
  servicesSchema,
  servicesSummaryMessage,
  skillsSchema,
  skillsServicesRequestFromStep,
  skillsServicesStepSchema,
  truncateTag,
} from './skillsServices'

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input)
  return result.success ? [] : toFieldErrors(result.error).map((e) => `${e.path}: ${e.message}`)
}

const skills = (count: number) => Array.from({ length: count }, (_, index) => `Skill ${index + 1}`)
const service = (index: number) => ({ title: `Service ${index}`, description: `About ${index}` })
const services = (count: number) => Array.from({ length: count }, (_, index) => service(index))
const FIX = 'Please_fix_the_errors_in_the_services_field'
const prices = { pricing30Min: 50, pricing60Min: 90, pricingTrial: 10 }

describe('skills', () => {
  it.each<[unknown, string[]]>([
    [skills(5), []],
    [skills(15), []],
    [skills(4), [': Skills_min_5']],
    [[...skills(4), 'skill 1', ' SKILL 2 ', ''], [': Skills_min_5']],
    [skills(16), [': You_can_add_a_maximum_of_15_skills']],
    [[...skills(15), 'skill 3'], []],
    [[...skills(4), 'x'.repeat(101)], ['4: Skill_invalid']],
    [[...skills(4), 7], ['4: Skill_invalid']],
    [undefined, [': Skills_min_5']],
  ])('%#', (input, expected) => {
    expect(errorsOf(skillsSchema, input)).toEqual(expected)
  })

  it('normalizeSkills trims, drops blanks and keeps the first spelling of a duplicate', () => {
    const list = [' React ', 'react', '', '  ', 'Node.js', 'REACT', 'node.JS', 'Go']
    expect(normalizeSkills(list)).toEqual(['React', 'Node.js', 'Go'])
  })

  it.each([
    [[], 'React', ['React'], null],
    [['React'], ' react ', ['React'], null],
    [['React'], '   ', ['React'], null],
    [skills(14), 'Go', [...skills(14), 'Go'], null],
    [skills(15), 'Go', skills(15), 'You_can_add_a_maximum_of_15_skills'],
    [skills(15), 'skill 1', skills(15), null],
  ])('addSkill(%j, %j)', (list, text, expected, alert) => {
    expect(addSkill(list, text)).toEqual({ skills: expected, alert })
  })

  it.each([
    ['short', 'short'],
    ['x'.repeat(60), 'x'.repeat(60)],
    ['x'.repeat(61), `${'x'.repeat(60)}…`],
    ['😀'.repeat(61), `${'😀'.repeat(60)}…`],
  ])('truncateTag(%j)', (label, shown) => {
    expect(truncateTag(label)).toBe(shown)
  })
})

describe('serviceSchema', () => {
  it.each<[Record<string, unknown>, string[]]>([
    [service(1), []],
    [{ title: 'T'.repeat(50), description: 'D'.repeat(200) }, []],
    [{ description: 'About' }, ['title: Service_title_required']],
    [{ title: '  ', description: 'About' }, ['title: Service_title_required']],
    [{ title: 'T'.repeat(51), description: 'About' }, ['title: Service_title_max_50']],
    [{ title: 'Title' }, ['description: Service_description_required']],
    [{ title: 'Title', description: '   ' }, ['description: Service_description_required']],
    [{ title: 'Title', description: 'D'.repeat(201) }, ['description: Service_description_max_200']],
    [{ ...service(1), serviceId: '' }, ['serviceId: Invalid_value']],
  ])('%j', (input, expected) => {
    expect(errorsOf(serviceSchema, input)).toEqual(expected)
  })

  it('falls back to the category Other', () => {
    expect(serviceSchema.parse(service(1)).category).toBe('Other')
    expect(serviceSchema.parse({ ...service(1), category: ' ' }).category).toBe('Other')
    expect(serviceSchema.parse({ ...service(1), category: 'AI Mentors' }).category).toBe('AI Mentors')
  })
})

describe('servicesSchema and the summary line', () => {
  it.each<[unknown, string[], string | null]>([
    [services(5), [], null],
    [services(10), [], null],
    [services(4), ['services: You_must_select_5_10_services'], 'You_must_select_5_10_services'],
    [services(11), ['services: You_can_select_up_to_10_services'], 'You_can_select_up_to_10_services'],
    [[...services(4), { title: 'T' }], ['services.4.description: Service_description_required'], FIX],
  ])('%#', (input, expected, summary) => {
    const result = skillsServicesStepSchema.safeParse({ skills: skills(5), services: input, ...prices })
    const errors = result.success ? [] : toFieldErrors(result.error)
    expect(errors.map((e) => `${e.path}: ${e.message}`)).toEqual(expected)
    expect(servicesSummaryMessage(errors)).toBe(summary)
  })

  it('requires a list', () => expect(errorsOf(servicesSchema, null)).toEqual([': You_must_select_5_10_services']))
})

describe('pricingSchema', () => {
  it.each<[Record<string, unknown>, string[]]>([
    [{}, []],
    [{ pricingTrial: 0 }, []],
    [{ pricingTrial: 0.5 }, []],
    [{ pricing30Min: 0, pricingTrial: 0 }, []],
    [{ pricing60Min: 4999, pricing30Min: 4998.5 }, []],
    [{ pricing30Min: '49.5', pricing60Min: '90' }, []],
    [{ pricing30Min: undefined }, ['pricing30Min: Price_required']],
    [{ pricing60Min: '' }, ['pricing60Min: Price_required']],
    [{ pricingTrial: null }, ['pricingTrial: Price_required']],
    [{ pricingTrial: 'abc' }, ['pricingTrial: Price_invalid']],
    [{ pricing30Min: -1 }, ['pricing30Min: Price_invalid']],
    [{ pricing60Min: 5000 }, ['pricing60Min: Price_invalid']],
    [{ pricing30Min: 10.25 }, ['pricing30Min: Price_invalid']],
    [{ pricingTrial: 0.3 }, ['pricingTrial: Price_invalid']],
    [{ pricing30Min: 90 }, ['pricing30Min: Pricing_30_min_must_be_below_60_min']],
    [{ pricingTrial: 50 }, ['pricingTrial: Pricing_trial_must_be_below_30_min']],
    [
      { pricingTrial: 95 },
      ['pricingTrial: Pricing_trial_must_be_below_30_min', 'pricingTrial: Pricing_trial_must_be_below_60_min'],
    ],
    [{ pricing30Min: 0, pricingTrial: 10 }, ['pricingTrial: Pricing_trial_must_be_below_30_min']],
  ])('%j', (change, expected) => {
    expect(errorsOf(pricingSchema, { ...prices, ...change })).toEqual(expected)
  })
})

it('skillsServicesRequestFromStep groups the prices and sends services with their catalogue id and category', () => {
  const custom = { title: 'Custom', description: 'Mine', category: 'AI Mentors', serviceId: 'ai-mentors/custom' }
  const values = skillsServicesStepSchema.parse({
    skills: [...skills(5), 'skill 1'],
    services: [...services(4), custom],
    ...prices,
  })
  expect(skillsServicesRequestFromStep(values)).toEqual({
    skills: skills(5),
    services: [...services(4), custom],
    pricing: prices,
  })
})
