/** Every message the shared schemas and consent checks can return; each is a key of the "validation" namespace. */
export const VALIDATION_MESSAGES = [
  'Invalid_request',
  'Invalid_value',
  'Invalid_role',
  'Email_is_required',
  'Invalid_email_address',
  'Password_is_required',
  'Password_min_8',
  'Password_max_20',
  'Password_needs_uppercase',
  'Password_needs_lowercase',
  'Password_needs_digit',
  'Password_needs_special',
  'Confirm_password_required',
  'Passwords_must_match',
  'New_password_must_differ',
  'Code_must_be_6_digits',
  'Name_required',
  'Name_max_20',
  'Name_invalid_characters',
  'Timezone_required',
  'Invalid_timezone',
  'You_must_agree_to_the_terms_and_conditions',
  'Consent_type_invalid',
  'Consent_status_invalid',
  'Consent_version_invalid',
  'Consents_too_many',
  'Consent_duplicate',
  'Consent_required',
  'Consent_version_outdated',
  'Consent_not_allowed',
] as const

export type ValidationMessage = (typeof VALIDATION_MESSAGES)[number]

/** Names a message key so the compiler rejects keys missing from VALIDATION_MESSAGES. */
export function msg(key: ValidationMessage): ValidationMessage {
  return key
}
