export {
  changePasswordRequestSchema,
  changePasswordSchema,
  confirmForgotPasswordRequestSchema,
  confirmSignupRequestSchema,
  forgotPasswordSchema,
  loginSchema,
  registerRequestFromSignUp,
  registerRequestSchema,
  resendCodeRequestSchema,
  resetPasswordSchema,
  signUpSchema,
  type RegisterRequest,
  type RegisterRequestInput,
  type SignUpInput,
  type SignUpValues,
} from './auth'
export { emailChangeConfirmSchema, emailChangeRequestSchema, type EmailChangeRequest } from './emailChange'
export { toFieldErrors, type FieldError } from './errors'
export {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  NAME_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  codeSchema,
  confirmPasswordSchema,
  currentPasswordSchema,
  emailSchema,
  nameSchema,
  passwordSchema,
  refCodeSchema,
  timezoneSchema,
  timezoneSchemaAt,
} from './fields'
export { VALIDATION_MESSAGES, msg, type ValidationMessage } from './messages'
export {
  ssoProfileFormSchema,
  ssoRoleSchema,
  ssoSetProfileRequestFromForm,
  ssoSetProfileRequestSchema,
  type SsoProfileFormInput,
  type SsoProfileFormValues,
  type SsoSetProfileRequest,
  type SsoSetProfileRequestInput,
} from './sso'
export * from './application'
