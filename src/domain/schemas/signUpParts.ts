import { z } from 'zod'

import { checkConsents, currentConsentVersion, type ConsentInput } from '../consents'
import { nameSchema, timezoneSchema } from './fields'
import { msg } from './messages'

// Shared by the password sign-up and the profile completion after a first Google sign-in.

/** A body that is not an object says so; any other union failure means an unknown or missing role. */
export const roleError = (issue: { code?: string }) =>
  msg(issue.code === 'invalid_type' ? 'Invalid_request' : 'Invalid_role')

/** What consultees give at sign-up and consultants only later, in their application. */
export const consulteeDetails = { firstName: nameSchema, lastName: nameSchema, timezone: timezoneSchema }

/** The two boxes of the sign-up forms: the terms (required) and marketing (optional, never pre-ticked). */
export const signUpBoxes = {
  agreeToTerms: z.literal(true, { error: msg('You_must_agree_to_the_terms_and_conditions') }),
  marketingConsent: z.boolean({ error: msg('Invalid_value') }).optional(),
  // Shown only when a referral code is remembered; unticked means the referral is not recorded.
  referralTracking: z.boolean({ error: msg('Invalid_value') }).optional(),
}

/** The consents a sign-up sends: the ticked terms box as an opt-in, marketing and referral tracking only when ticked. */
export function signUpConsents(marketingConsent: boolean | undefined, referralTracking?: boolean): ConsentInput[] {
  const optIn = (consentType: ConsentInput['consentType']): ConsentInput => ({
    consentType,
    status: 'optin',
    version: currentConsentVersion(consentType),
  })
  const consents = [optIn('TERMS_PRIVACY_SIGNUP')]
  if (marketingConsent) consents.push(optIn('MARKETING_CONSENT'))
  if (referralTracking) consents.push(optIn('REFERRAL_TRACKING'))
  return consents
}

/** Checks a request's consents against the sign-up rules, reporting each problem at its consent. */
export function refineSignUpConsents(body: { consents: ConsentInput[] }, ctx: z.RefinementCtx): void {
  const check = checkConsents(body.consents, 'SIGNUP')
  if (check.ok) return
  for (const error of check.errors)
    ctx.addIssue({ code: 'custom', message: error.message, path: error.path.split('.') })
}
