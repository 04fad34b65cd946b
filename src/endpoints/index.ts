import type { Endpoint } from 'payload'

import { myApplicationEndpoint } from './consultants/myApplication'
import { savePersonalInformationEndpoint } from './consultants/savePersonalInformation'
import { saveProfileDetailsEndpoint } from './consultants/saveProfileDetails'
import { saveSkillsServicesEndpoint } from './consultants/saveSkillsServices'
import { saveExperienceEndpoint } from './consultants/saveExperience'
import { submitApplicationEndpoint } from './consultants/submitApplication'
import { servicesEndpoint } from './lookups/services'
import { changePasswordEndpoint } from './auth/changePassword'
import { confirmForgotPasswordEndpoint } from './auth/confirmForgotPassword'
import { confirmSignupEndpoint } from './auth/confirmSignup'
import { forgotPasswordEndpoint } from './auth/forgotPassword'
import { googleSetProfileEndpoint } from './auth/googleSetProfile'
import { loginEndpoint } from './auth/login'
import { logoutEndpoint } from './auth/logout'
import { meEndpoint } from './auth/me'
import { registerEndpoint } from './auth/register'
import { resendSignupCodeEndpoint } from './auth/resendSignupCode'
import { ssoGoogleEndpoint } from './auth/sso'
import { ssoGoogleCallbackEndpoint } from './auth/ssoCallback'
import { ssoProfileEndpoint } from './auth/ssoProfile'

export const endpoints: Endpoint[] = [
  servicesEndpoint,
  myApplicationEndpoint,
  savePersonalInformationEndpoint,
  saveProfileDetailsEndpoint,
  saveSkillsServicesEndpoint,
  saveExperienceEndpoint,
  submitApplicationEndpoint,
  registerEndpoint,
  confirmSignupEndpoint,
  resendSignupCodeEndpoint,
  loginEndpoint,
  logoutEndpoint,
  meEndpoint,
  forgotPasswordEndpoint,
  confirmForgotPasswordEndpoint,
  changePasswordEndpoint,
  ssoGoogleEndpoint,
  ssoGoogleCallbackEndpoint,
  ssoProfileEndpoint,
  googleSetProfileEndpoint,
]
