import { z } from 'zod'

import { consentListSchema } from '../consents'
import {
  codeSchema,
  confirmPasswordSchema,
  currentPasswordSchema,
  emailSchema,
  passwordSchema,
  refCodeSchema,
} from './fields'
import { msg } from './messages'
import { compareFields } from './refinements'
import { consulteeDetails, refineSignUpConsents, roleError, signUpBoxes, signUpConsents } from './signUpParts'

const INVALID_REQUEST = { error: msg('Invalid_request') }
const passwordsMatch = (password: string) => compareFields(password, 'confirmPassword', true, 'Passwords_must_match')
const newPasswordDiffers = compareFields('currentPassword', 'newPassword', false, 'New_password_must_differ')

const signUpCommon = {
  email: emailSchema,
  password: passwordSchema,
  confirmPassword: confirmPasswordSchema,
  ...signUpBoxes,
  referrerRefCode: refCodeSchema,
}

/**
 * The sign-up form. Consultants give their name and time zone later, in the application: z.object
 * strips those keys from a consultant's sign-up instead of rejecting it.
 */
export const signUpSchema = z
  .discriminatedUnion(
    'userRole',
    [
      z.object({ userRole: z.literal('USER'), ...consulteeDetails, ...signUpCommon }),
      z.object({ userRole: z.literal('CONSULTANT'), ...signUpCommon }),
    ],
    { error: roleError },
  )
  .refine(...passwordsMatch('password'))

export type SignUpInput = z.input<typeof signUpSchema>
export type SignUpValues = z.output<typeof signUpSchema>

const registerCommon = {
  email: emailSchema,
  password: passwordSchema,
  referrerRefCode: refCodeSchema,
  consents: consentListSchema.default([]),
}

/**
 * Body of POST /api/auth/register. The terms agreement arrives as the TERMS_PRIVACY_SIGNUP consent; the
 * consents are checked against the sign-up form's rules. Name and time zone of a consultant are stripped.
 */
export const registerRequestSchema = z
  .discriminatedUnion(
    'userRole',
    [
      z.object({ userRole: z.literal('USER'), ...consulteeDetails, ...registerCommon }),
      z.object({ userRole: z.literal('CONSULTANT'), ...registerCommon }),
    ],
    { error: roleError },
  )
  .superRefine(refineSignUpConsents)

export type RegisterRequestInput = z.input<typeof registerRequestSchema>
export type RegisterRequest = z.output<typeof registerRequestSchema>

/** The register body for a valid sign-up form: ticked boxes become opt-ins, unticked optional ones are left out. */
export function registerRequestFromSignUp(values: SignUpValues): RegisterRequestInput {
  const consents = signUpConsents(values.marketingConsent, values.referralTracking)
  const common = { email: values.email, password: values.password, referrerRefCode: values.referrerRefCode, consents }
  if (values.userRole === 'CONSULTANT') return { userRole: 'CONSULTANT', ...common }
  const { firstName, lastName, timezone } = values
  return { userRole: 'USER', firstName, lastName, timezone, ...common }
}

export const loginSchema = z.object(
  { email: emailSchema, password: currentPasswordSchema.min(8, msg('Password_min_8')) },
  INVALID_REQUEST,
)

export const forgotPasswordSchema = z.object({ email: emailSchema }, INVALID_REQUEST)

export const resetPasswordSchema = z
  .object(
    { email: emailSchema, code: codeSchema, newPassword: passwordSchema, confirmPassword: confirmPasswordSchema },
    INVALID_REQUEST,
  )
  .refine(...passwordsMatch('newPassword'))

export const confirmForgotPasswordRequestSchema = z.object(
  { email: emailSchema, confirmationCode: codeSchema, password: passwordSchema },
  INVALID_REQUEST,
)

export const confirmSignupRequestSchema = z.object(
  { email: emailSchema, confirmationCode: codeSchema },
  INVALID_REQUEST,
)

export const resendCodeRequestSchema = z.object({ email: emailSchema }, INVALID_REQUEST)

export const changePasswordSchema = z
  .object(
    { currentPassword: currentPasswordSchema, newPassword: passwordSchema, confirmPassword: confirmPasswordSchema },
    INVALID_REQUEST,
  )
  .refine(...newPasswordDiffers)
  .refine(...passwordsMatch('newPassword'))

export const changePasswordRequestSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: passwordSchema }, INVALID_REQUEST)
  .refine(...newPasswordDiffers)
