import { z } from 'zod'

import { SHORT_ID_PATTERN } from '../ids'
import { hasWholeOrHalfHourOffset, isIanaTimeZone } from '../time'
import { msg } from './messages'

export const EMAIL_MAX_LENGTH = 254
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 20
export const NAME_MAX_LENGTH = 20

// Dot-separated local part of the usual characters; domain labels that neither start nor end with a
// hyphen; a top-level domain of 2 or 3 letters as the spec demands (so '.info' is refused).
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,3}$/

export const emailSchema = z
  .string({ error: msg('Email_is_required') })
  .trim()
  .toLowerCase()
  .min(1, { error: msg('Email_is_required'), abort: true })
  .max(EMAIL_MAX_LENGTH, { error: msg('Invalid_email_address'), abort: true })
  .regex(EMAIL_PATTERN, msg('Invalid_email_address'))

/** Any character that is neither a letter, a digit nor whitespace counts as special, e.g. '!', '€' or '_'. */
export const passwordSchema = z
  .string({ error: msg('Password_is_required') })
  .min(1, { error: msg('Password_is_required'), abort: true })
  .min(PASSWORD_MIN_LENGTH, msg('Password_min_8'))
  .max(PASSWORD_MAX_LENGTH, msg('Password_max_20'))
  .regex(/\p{Lu}/u, msg('Password_needs_uppercase'))
  .regex(/\p{Ll}/u, msg('Password_needs_lowercase'))
  .regex(/\p{Nd}/u, msg('Password_needs_digit'))
  .regex(/[^\p{L}\p{N}\s]/u, msg('Password_needs_special'))

/** A present password, without the strength rules: used to check existing passwords. */
export const currentPasswordSchema = z
  .string({ error: msg('Password_is_required') })
  .min(1, { error: msg('Password_is_required'), abort: true })

export const confirmPasswordSchema = z
  .string({ error: msg('Confirm_password_required') })
  .min(1, msg('Confirm_password_required'))

/** Six ASCII digits; spaces from a pasted '123 456' are dropped first. */
export const codeSchema = z
  .string({ error: msg('Code_must_be_6_digits') })
  .overwrite((value) => value.replace(/\s+/g, ''))
  .regex(/^[0-9]{6}$/, msg('Code_must_be_6_digits'))

// Letter runs (combining accents allowed) joined by exactly one space, apostrophe, dot or hyphen.
export const NAME_PATTERN = /^(?:\p{L}\p{M}*)+(?:[ '’.-](?:\p{L}\p{M}*)+)*$/u

export const nameSchema = z
  .string({ error: msg('Name_required') })
  .trim()
  .min(1, { error: msg('Name_required'), abort: true })
  .max(NAME_MAX_LENGTH, msg('Name_max_20'))
  .regex(NAME_PATTERN, msg('Name_invalid_characters'))

/** Only checks that the zone exists; whether its offset fits the 30-minute grid depends on the date. */
export const timezoneSchema = z
  .string({ error: msg('Timezone_required') })
  .trim()
  .min(1, { error: msg('Timezone_required'), abort: true })
  .refine(isIanaTimeZone, { error: msg('Invalid_timezone'), abort: true })

/** A zone whose offset at `now` is a whole or half hour, so 30-minute slots line up with local time. */
export function timezoneSchemaAt(now: Date) {
  return timezoneSchema.refine((zone) => hasWholeOrHalfHourOffset(zone, now), msg('Invalid_timezone'))
}

/** A referral code of the short-id alphabet; anything else is dropped rather than failing the sign-up. */
export const refCodeSchema = z
  .unknown()
  .optional()
  .transform((value) => {
    if (typeof value !== 'string') return undefined
    const code = value.trim().toLowerCase()
    return SHORT_ID_PATTERN.test(code) ? code : undefined
  })
