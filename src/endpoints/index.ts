import type { Endpoint } from 'payload'

import { changePasswordEndpoint } from './auth/changePassword'
import { confirmForgotPasswordEndpoint } from './auth/confirmForgotPassword'
import { confirmSignupEndpoint } from './auth/confirmSignup'
import { forgotPasswordEndpoint } from './auth/forgotPassword'
import { loginEndpoint } from './auth/login'
import { logoutEndpoint } from './auth/logout'
import { meEndpoint } from './auth/me'
import { registerEndpoint } from './auth/register'
import { resendSignupCodeEndpoint } from './auth/resendSignupCode'

export const endpoints: Endpoint[] = [
  registerEndpoint,
  confirmSignupEndpoint,
  resendSignupCodeEndpoint,
  loginEndpoint,
  logoutEndpoint,
  meEndpoint,
  forgotPasswordEndpoint,
  confirmForgotPasswordEndpoint,
  changePasswordEndpoint,
]
