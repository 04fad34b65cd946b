import type { Endpoint } from 'payload'

import { myApplicationEndpoint } from './consultants/myApplication'
import { publicProfileEndpoint } from './consultants/publicProfile'
import { savePersonalInformationEndpoint } from './consultants/savePersonalInformation'
import { saveProfileDetailsEndpoint } from './consultants/saveProfileDetails'
import { saveSkillsServicesEndpoint } from './consultants/saveSkillsServices'
import { saveExperienceEndpoint } from './consultants/saveExperience'
import { saveTaxInfoEndpoint } from './consultants/saveTaxInfo'
import { reviewApplicationEndpoint } from './consultants/reviewApplication'
import { saveProfileSectionEndpoint } from './consultants/saveProfileSection'
import { submitApplicationEndpoint } from './consultants/submitApplication'
import { addAvailabilityEndpoint } from './availability/addAvailability'
import { checkSlotsEndpoint } from './availability/checkSlots'
import { freeSlotsEndpoint } from './availability/freeSlots'
import { nextSlotEndpoint } from './availability/nextSlot'
import { addTimeOffEndpoint, removeTimeOffEndpoint, schedulingRulesEndpoint } from './availability/schedulingSettings'
import { servicesEndpoint } from './lookups/services'
import { testCardConfirmEndpoint } from './payments/testConfirm'
import { paymentWebhookEndpoint } from './payments/webhook'
import { companySuggestionsEndpoint, skillSuggestionsEndpoint } from './lookups/suggestions'
import { changePasswordEndpoint } from './auth/changePassword'
import { confirmEmailChangeEndpoint } from './account/confirmEmailChange'
import { requestEmailChangeEndpoint } from './account/requestEmailChange'
import { confirmForgotPasswordEndpoint } from './auth/confirmForgotPassword'
import { confirmSignupEndpoint } from './auth/confirmSignup'
import { forgotPasswordEndpoint } from './auth/forgotPassword'
import { googleSetProfileEndpoint } from './auth/googleSetProfile'
import { loginEndpoint } from './auth/login'
import { logoutEndpoint } from './auth/logout'
import { headerViewerEndpoint } from './auth/header'
import { meEndpoint } from './auth/me'
import { registerEndpoint } from './auth/register'
import { resendSignupCodeEndpoint } from './auth/resendSignupCode'
import { ssoGoogleEndpoint } from './auth/sso'
import { ssoGoogleCallbackEndpoint } from './auth/ssoCallback'
import { ssoProfileEndpoint } from './auth/ssoProfile'
import { inquiryEndpoints } from './inquiries'
import { accountCalendarFeedEndpoint, regenerateCalendarFeedEndpoint } from './calendarFeed/account'
import { calendarFeedEndpoint } from './calendarFeed/feed'
import { consulteeEndpoints } from './consultees'
import { contactEndpoint } from './content/contact'
import { healthEndpoint } from './health'
import { completeUploadEndpoint } from './uploads/complete'
import { presignUploadEndpoint } from './uploads/presign'
import { receiveUploadEndpoint } from './uploads/receive'
import { deleteUploadEndpoint } from './uploads/remove'
import { serveUploadEndpoint } from './uploads/serve'
import { consultantEarningsEndpoint } from './wallet/earnings'
import { payoutOnboardingEndpoint } from './wallet/onboarding'
import { payoutHistoryEndpoint } from './wallet/payoutHistory'

/**
 * Payload tries the endpoints of a method in this order, compiling each pattern per request until one
 * matches, so the busiest reads come first. No endpoint may shadow a later one of the same method
 * (tests/int/endpoint-order.int.test.ts).
 */
export const endpoints: Endpoint[] = [
  publicProfileEndpoint,
  freeSlotsEndpoint,
  ...inquiryEndpoints,
  healthEndpoint,
  servicesEndpoint,
  skillSuggestionsEndpoint,
  companySuggestionsEndpoint,
  myApplicationEndpoint,
  savePersonalInformationEndpoint,
  saveProfileDetailsEndpoint,
  saveSkillsServicesEndpoint,
  saveExperienceEndpoint,
  saveTaxInfoEndpoint,
  submitApplicationEndpoint,
  reviewApplicationEndpoint,
  saveProfileSectionEndpoint,
  registerEndpoint,
  confirmSignupEndpoint,
  resendSignupCodeEndpoint,
  loginEndpoint,
  logoutEndpoint,
  meEndpoint,
  headerViewerEndpoint,
  forgotPasswordEndpoint,
  confirmForgotPasswordEndpoint,
  changePasswordEndpoint,
  requestEmailChangeEndpoint,
  confirmEmailChangeEndpoint,
  ssoGoogleEndpoint,
  ssoGoogleCallbackEndpoint,
  ssoProfileEndpoint,
  googleSetProfileEndpoint,
  presignUploadEndpoint,
  receiveUploadEndpoint,
  completeUploadEndpoint,
  serveUploadEndpoint,
  deleteUploadEndpoint,
  addAvailabilityEndpoint,
  schedulingRulesEndpoint,
  addTimeOffEndpoint,
  removeTimeOffEndpoint,
  checkSlotsEndpoint,
  nextSlotEndpoint,
  paymentWebhookEndpoint,
  testCardConfirmEndpoint,
  payoutOnboardingEndpoint,
  payoutHistoryEndpoint,
  consultantEarningsEndpoint,
  ...consulteeEndpoints,
  contactEndpoint,
  calendarFeedEndpoint,
  accountCalendarFeedEndpoint,
  regenerateCalendarFeedEndpoint,
]
