import { z } from 'zod'

import { checkConsents, consentListSchema, currentConsentVersion, type ConsentInput } from '../consents'
import { nameSchema, timezoneSchema } from './fields'
import { msg } from './messages'

// A body that is not an object says so; any other union failure means an unknown or missing role.
const roleError = (issue: { code?: string }) => msg(issue.code === 'invalid_type' ? 'Invalid_request' : 'Invalid_role')
const consulteeDetails = { firstName: nameSchema, lastName: nameSchema, timezone: timezoneSchema }

/** The role a "Sign in with Google" button asks for, as the `role` query parameter. */
export const ssoRoleSchema = z.enum(['USER', 'CONSULTANT'], { error: msg('Invalid_role') })

/**
 * Body of POST /api/auth/google-sign-up/set-profile: what a password sign-up asks for that the identity
 * provider does not give. Consultants give their name later, in the application (their keys are stripped).
 */
export const ssoSetProfileRequestSchema = z
  .discriminatedUnion(
    'userRole',
    [
      z.object({ userRole: z.literal('USER'), ...consulteeDetails, consents: consentListSchema.default([]) }),
      z.object({ userRole: z.literal('CONSULTANT'), consents: consentListSchema.default([]) }),
    ],
    { error: roleError },
  )
  .superRefine((body, ctx) => {
    const check = checkConsents(body.consents, 'SIGNUP')
    if (check.ok) return
    for (const error of check.errors)
      ctx.addIssue({ code: 'custom', message: error.message, path: error.path.split('.') })
  })

export type SsoSetProfileRequestInput = z.input<typeof ssoSetProfileRequestSchema>
export type SsoSetProfileRequest = z.output<typeof ssoSetProfileRequestSchema>

const formCommon = {
  agreeToTerms: z.literal(true, { error: msg('You_must_agree_to_the_terms_and_conditions') }),
  marketingConsent: z.boolean({ error: msg('Invalid_value') }).optional(),
}

/** The complete-profile form after a first Google sign-in. */
export const ssoProfileFormSchema = z.discriminatedUnion(
  'userRole',
  [
    z.object({ userRole: z.literal('USER'), ...consulteeDetails, ...formCommon }),
    z.object({ userRole: z.literal('CONSULTANT'), ...formCommon }),
  ],
  { error: roleError },
)

export type SsoProfileFormInput = z.input<typeof ssoProfileFormSchema>
export type SsoProfileFormValues = z.output<typeof ssoProfileFormSchema>

/** The set-profile body for a valid form: ticked boxes become opt-ins, an unticked optional one is left out. */
export function ssoSetProfileRequestFromForm(values: SsoProfileFormValues): SsoSetProfileRequestInput {
  const consents: ConsentInput[] = [
    { consentType: 'TERMS_PRIVACY_SIGNUP', status: 'optin', version: currentConsentVersion('TERMS_PRIVACY_SIGNUP') },
  ]
  if (values.marketingConsent) {
    consents.push({
      consentType: 'MARKETING_CONSENT',
      status: 'optin',
      version: currentConsentVersion('MARKETING_CONSENT'),
    })
  }
  if (values.userRole === 'CONSULTANT') return { userRole: 'CONSULTANT', consents }
  const { firstName, lastName, timezone } = values
  return { userRole: 'USER', firstName, lastName, timezone, consents }
}
