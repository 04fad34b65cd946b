import { z } from 'zod'

import { consentListSchema } from '../consents'
import { refCodeSchema } from './fields'
import { msg } from './messages'
import { consulteeDetails, refineSignUpConsents, roleError, signUpBoxes, signUpConsents } from './signUpParts'

/** The role a "Sign in with Google" button asks for, as the `role` query parameter. */
export const ssoRoleSchema = z.enum(['USER', 'CONSULTANT'], { error: msg('Invalid_role') })

const profileCommon = { consents: consentListSchema.default([]), referrerRefCode: refCodeSchema }

/**
 * Body of POST /api/auth/google-sign-up/set-profile: what a password sign-up asks for that the identity
 * provider does not give. Consultants give their name later, in the application (their keys are stripped).
 */
export const ssoSetProfileRequestSchema = z
  .discriminatedUnion(
    'userRole',
    [
      z.object({ userRole: z.literal('USER'), ...consulteeDetails, ...profileCommon }),
      z.object({ userRole: z.literal('CONSULTANT'), ...profileCommon }),
    ],
    { error: roleError },
  )
  .superRefine(refineSignUpConsents)

export type SsoSetProfileRequestInput = z.input<typeof ssoSetProfileRequestSchema>
export type SsoSetProfileRequest = z.output<typeof ssoSetProfileRequestSchema>

/** The complete-profile form after a first Google sign-in. */
export const ssoProfileFormSchema = z.discriminatedUnion(
  'userRole',
  [
    z.object({ userRole: z.literal('USER'), ...consulteeDetails, ...signUpBoxes }),
    z.object({ userRole: z.literal('CONSULTANT'), ...signUpBoxes }),
  ],
  { error: roleError },
)

export type SsoProfileFormInput = z.input<typeof ssoProfileFormSchema>
export type SsoProfileFormValues = z.output<typeof ssoProfileFormSchema>

/**
 * The set-profile body for a valid form: ticked boxes become opt-ins, unticked optional ones are left out;
 * `referrerRefCode` is the referral code the browser remembers from a referral link, if any.
 */
export function ssoSetProfileRequestFromForm(
  values: SsoProfileFormValues,
  referrerRefCode?: string,
): SsoSetProfileRequestInput {
  const common = { consents: signUpConsents(values.marketingConsent, values.referralTracking), referrerRefCode }
  if (values.userRole === 'CONSULTANT') return { userRole: 'CONSULTANT', ...common }
  const { firstName, lastName, timezone } = values
  return { userRole: 'USER', firstName, lastName, timezone, ...common }
}
