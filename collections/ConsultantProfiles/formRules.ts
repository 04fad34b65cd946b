import type { PayloadRequest, TextFieldManyValidation } from 'payload'
import { array, text, textarea } from 'payload/shared'

import { withFormRule, type FormRule } from '../shared/formRule'
import {
  applicationDataSchema,
  experienceSchemaAt,
  industryChoicesOf,
  personalInformationSchema,
  pricingSchema,
  profileDetailsUpdateSchema,
  profileSectionSchemaAt,
} from '@/domain/schemas'
import { loadIndustries } from '@/server/catalogue/loadCatalogue'

// Each field of a consultant profile checked with the form that edits it (application step or profile page).

const personal: FormRule = { schema: () => personalInformationSchema }
const application: FormRule = { schema: () => applicationDataSchema }
const details: FormRule = { schema: () => profileDetailsUpdateSchema }
// Emptying one link can break the form's "at least one link", which it reports at the first link.
const link: FormRule = { ...details, alsoMessages: ['At_least_one_link_required'] }
const skillsServices: FormRule = { schema: () => profileSectionSchemaAt('skills-services', new Date()) }
const experience: FormRule = { schema: () => experienceSchemaAt(new Date()) }

// Payload's text check covers single and many values; these fields hold lists.
const textList = text as TextFieldManyValidation

const industriesOfRequest = new WeakMap<PayloadRequest, ReturnType<typeof loadIndustries>>()

/** Industry and major are checked against the catalogue as admins keep it, loaded once per request. */
const catalogueExperience: FormRule = {
  schema: async (req) => {
    const industries = industriesOfRequest.get(req) ?? loadIndustries(req.payload, 'en')
    industriesOfRequest.set(req, industries)
    return experienceSchemaAt(new Date(), industryChoicesOf(await industries))
  },
}

const euro = (cents: unknown) => (typeof cents === 'number' ? cents / 100 : cents)

/** The prices are stored in cents; the pricing form speaks euro. */
export const pricingRule: FormRule = {
  schema: () => pricingSchema,
  formValues: ({ pricing30Min, pricing60Min, pricingTrial }) => ({
    pricing30Min: euro(pricing30Min),
    pricing60Min: euro(pricing60Min),
    pricingTrial: euro(pricingTrial),
  }),
}

export const consultantFieldRules = {
  country: withFormRule(text, personal),
  city: withFormRule(text, personal),
  languages: withFormRule(textList, personal),
  motivation: withFormRule(textarea, application),
  referralSource: withFormRule(text, application),
  tagline: withFormRule(text, details),
  aboutMe: withFormRule(textarea, details),
  link: withFormRule(text, link),
  videoUrl: withFormRule(text, details),
  industry: withFormRule(text, catalogueExperience),
  major: withFormRule(text, catalogueExperience),
  yearsOfExperience: withFormRule(text, experience),
  skills: withFormRule(textList, skillsServices),
  services: withFormRule(array, skillsServices),
  /** Work history and education: one to three entries once the experience step is saved. */
  experience: withFormRule(array, experience),
}
