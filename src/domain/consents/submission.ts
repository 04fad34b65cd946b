import { z } from 'zod'

import type { FieldError } from '../schemas/errors'
import { msg } from '../schemas/messages'
import { currentConsentVersion } from './catalogue'
import { CONSENT_TYPES, type ConsentType } from './types'

export const CONSENT_STATUSES = ['optin', 'optout'] as const
export type ConsentStatus = (typeof CONSENT_STATUSES)[number]
export const MAX_CONSENTS = 30

/** A consent as a client sends it; any text it sends along is dropped, the server keeps its own snapshot. */
export const consentInputSchema = z.object(
  {
    consentType: z.enum(CONSENT_TYPES, { error: msg('Consent_type_invalid') }),
    status: z.enum(CONSENT_STATUSES, { error: msg('Consent_status_invalid') }),
    version: z
      .string({ error: msg('Consent_version_invalid') })
      .trim()
      .regex(/^\d{1,3}\.\d{1,3}$/, msg('Consent_version_invalid')),
  },
  { error: msg('Invalid_value') },
)

export type ConsentInput = z.output<typeof consentInputSchema>

export const consentListSchema = z
  .array(consentInputSchema, { error: msg('Invalid_value') })
  .max(MAX_CONSENTS, msg('Consents_too_many'))
  .superRefine((consents, ctx) => {
    consents.forEach((consent, index) => {
      if (consents.findIndex((other) => other.consentType === consent.consentType) !== index) {
        // Not continuable: checks that expect one entry per type must not run on this list.
        ctx.addIssue({
          code: 'custom',
          message: msg('Consent_duplicate'),
          path: [index, 'consentType'],
          continue: false,
        })
      }
    })
  })

export type ConsentContextRule = { required: readonly ConsentType[]; optional: readonly ConsentType[] }

/** Which consents each form asks for; optional ones are offered unticked and may be left out. */
export const CONSENT_CONTEXTS = {
  SIGNUP: { required: ['TERMS_PRIVACY_SIGNUP'], optional: ['MARKETING_CONSENT', 'REFERRAL_TRACKING'] },
  // The payment terms may come along: the client cannot know that a promo code makes the booking free.
  BOOKING: { required: ['BOOKING_TERMS', 'WITHDRAWAL_PERIOD_WAIVER'], optional: ['BOOKING_TERMS_PAYMENT'] },
  // A booking paid by card also agrees to the payment terms.
  BOOKING_PAID: { required: ['BOOKING_TERMS', 'BOOKING_TERMS_PAYMENT', 'WITHDRAWAL_PERIOD_WAIVER'], optional: [] },
  TAX: { required: ['TAX_ID_CONSENT'], optional: [] },
  APPLICATION: {
    required: [
      'CONSULTANT_TERMS_AND_PROFILE_CONSENT',
      'EMPLOYER_APPROVAL_AND_TAX_DECLARATION',
      'DATA_PROCESSING_TRUTHFULNESS_PUBLICATION',
      'DATA_PROCESSING',
      'DECLARATION_OF_ACCURACY',
    ],
    optional: [],
  },
  VIDEO: { required: ['PUBLISH_INTRO_VIDEO'], optional: [] },
  // The spec is silent on whether the upload consents are optional: without them a file is not stored.
  DOCUMENT_UPLOAD: { required: ['DOCUMENT_UPLOAD_CONSENT', 'PROFILE_VERIFICATION_DOCS'], optional: [] },
  VIDEO_UPLOAD: { required: ['VIDEO_UPLOAD_CONSENT'], optional: [] },
  // A consultee's CV is stored but not checked for a verification.
  CV_UPLOAD: { required: ['DOCUMENT_UPLOAD_CONSENT'], optional: [] },
  // Registering is the agreement to the terms (text beside the button); webinar emails are an unticked box.
  WEBINAR_SIGNUP: { required: ['TERMS_PRIVACY_SIGNUP_WEBINAR'], optional: ['MARKETING_WEBINAR_EMAILS'] },
} as const satisfies Record<string, ConsentContextRule>

export type ConsentContext = keyof typeof CONSENT_CONTEXTS

/** Every consent a booking may give, free or paid. */
export const BOOKING_CONSENT_TYPES: readonly ConsentType[] = CONSENT_CONTEXTS.BOOKING_PAID.required

export type ConsentRecordInput = { consentType: ConsentType; status: ConsentStatus; version: string }

export type ConsentCheck = { ok: true; records: ConsentRecordInput[] } | { ok: false; errors: FieldError[] }

/** The versions in force per type where an admin published a newer one than the catalogue's. */
export type VersionsInForce = Partial<Record<ConsentType, string>>

/**
 * A form may name the catalogue's version (its labels are the catalogue's wording) or the one in force;
 * either way the record gets the version in force.
 */
export function isAcceptedVersion(type: ConsentType, version: string, inForce: VersionsInForce = {}): boolean {
  return version === currentConsentVersion(type) || version === inForce[type]
}

/** Checks the consents sent with one form against what that form asks for; paths name the consent type. */
export function checkConsents(
  consents: readonly ConsentInput[],
  context: ConsentContext,
  inForce: VersionsInForce = {},
): ConsentCheck {
  const rule: ConsentContextRule = CONSENT_CONTEXTS[context]
  const errors: FieldError[] = []
  const seen = new Set<ConsentType>()
  for (const { consentType, status, version } of consents) {
    const path = `consents.${consentType}`
    if (seen.has(consentType)) {
      errors.push({ path, message: msg('Consent_duplicate') })
      continue
    }
    seen.add(consentType)
    const required = rule.required.includes(consentType)
    if (!required && !rule.optional.includes(consentType)) {
      errors.push({ path, message: msg('Consent_not_allowed') })
      continue
    }
    if (!isAcceptedVersion(consentType, version, inForce))
      errors.push({ path, message: msg('Consent_version_outdated') })
    if (required && status !== 'optin') errors.push({ path, message: msg('Consent_required') })
  }
  for (const consentType of rule.required) {
    if (!seen.has(consentType)) errors.push({ path: `consents.${consentType}`, message: msg('Consent_required') })
  }
  if (errors.length > 0) return { ok: false, errors }
  return { ok: true, records: consents.map(({ consentType, status, version }) => ({ consentType, status, version })) }
}
