export { IllegalTransitionError, defineMachine, type StateMachine } from './machine'
export { ACCOUNT_ROLES, type AccountRole } from './role'
export {
  CONSULTANT_PROFILE_STATUSES,
  CONSULTEE_PROFILE_STATUSES,
  PROFILE_STATUSES,
  consultantProfileMachine,
  consulteeProfileMachine,
  initialProfileStatus,
  isProfileStatus,
  profileMachineFor,
  statusAfterEmailVerified,
  type ConsultantProfileStatus,
  type ConsulteeProfileStatus,
  type ProfileStatus,
} from './profileStatus'
export {
  CALLED_OFF_STATUSES,
  COMPLETED_STATUSES,
  COMPLETION_SUBMISSIONS,
  CONSULTATION_STATUSES,
  SLOT_BLOCKING_STATUSES,
  blocksSlot,
  completionOutcome,
  isCalledOffStatus,
  isCompletedStatus,
  consultationStatusMachine,
  isConsultationStatus,
  type CompletionOutcome,
  type CompletionSubmission,
  type ConsultationStatus,
} from './consultationStatus'
export {
  CONSULTATION_LABELS_DE,
  CONSULTATION_LABELS_EN,
  CONSULTATION_LABEL_KEYS,
  consultationLabelKey,
  type ConsultationLabelKey,
} from './consultationLabels'
export {
  PAYMENT_LABELS_DE,
  PAYMENT_LABELS_EN,
  PAYMENT_LABEL_KEYS,
  PAYMENT_STATUSES,
  isPaymentStatus,
  paymentLabelKey,
  paymentStatusMachine,
  type PaymentLabelKey,
  type PaymentStatus,
} from './paymentStatus'
export {
  ONBOARDING_FORM_STATUSES,
  isOnboardingFormStatus,
  needsConsentDialog,
  onboardingFormStatusMachine,
  onboardingFormStatusOrDefault,
  showsOnboardingForm,
  type OnboardingFormStatus,
} from './onboardingFormStatus'
export { statusesAfterSavingStep, type ApplicationStepNumber } from './applicationProgress'
