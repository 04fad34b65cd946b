import { describe, expect, it } from 'vitest'

import { checkConsents, type ConsentInput } from '../../consents'
import { uploadConsentTypes, uploadConsents } from './uploadConsents'

const optin = (consentType: ConsentInput['consentType'], version = '1.0'): ConsentInput => ({
  consentType,
  status: 'optin',
  version,
})

describe('uploadConsentTypes', () => {
  it.each([
    ['image', []],
    ['document', ['DOCUMENT_UPLOAD_CONSENT', 'PROFILE_VERIFICATION_DOCS']],
    ['video', ['VIDEO_UPLOAD_CONSENT']],
  ] as const)('%s needs %j', (context, types) => {
    expect(uploadConsentTypes(context)).toEqual(types)
    expect(uploadConsents(context)).toEqual(types.map((type) => optin(type)))
  })
})

describe('checkConsents for uploads', () => {
  it.each([
    ['DOCUMENT_UPLOAD', [optin('DOCUMENT_UPLOAD_CONSENT'), optin('PROFILE_VERIFICATION_DOCS')], []],
    [
      'DOCUMENT_UPLOAD',
      [],
      ['consents.DOCUMENT_UPLOAD_CONSENT: Consent_required', 'consents.PROFILE_VERIFICATION_DOCS: Consent_required'],
    ],
    ['DOCUMENT_UPLOAD', [optin('DOCUMENT_UPLOAD_CONSENT')], ['consents.PROFILE_VERIFICATION_DOCS: Consent_required']],
    [
      'DOCUMENT_UPLOAD',
      [optin('DOCUMENT_UPLOAD_CONSENT'), { ...optin('PROFILE_VERIFICATION_DOCS'), status: 'optout' }],
      ['consents.PROFILE_VERIFICATION_DOCS: Consent_required'],
    ],
    [
      'DOCUMENT_UPLOAD',
      [optin('DOCUMENT_UPLOAD_CONSENT'), optin('PROFILE_VERIFICATION_DOCS'), optin('VIDEO_UPLOAD_CONSENT')],
      ['consents.VIDEO_UPLOAD_CONSENT: Consent_not_allowed'],
    ],
    ['VIDEO_UPLOAD', [optin('VIDEO_UPLOAD_CONSENT')], []],
    ['VIDEO_UPLOAD', [], ['consents.VIDEO_UPLOAD_CONSENT: Consent_required']],
    [
      'VIDEO_UPLOAD',
      [optin('VIDEO_UPLOAD_CONSENT', '0.9')],
      ['consents.VIDEO_UPLOAD_CONSENT: Consent_version_outdated'],
    ],
    // Publishing the video is a different decision and does not stand in for the upload consent.
    [
      'VIDEO_UPLOAD',
      [optin('PUBLISH_INTRO_VIDEO')],
      ['consents.PUBLISH_INTRO_VIDEO: Consent_not_allowed', 'consents.VIDEO_UPLOAD_CONSENT: Consent_required'],
    ],
  ] as const)('%s %j', (context, consents, expected) => {
    const result = checkConsents(consents, context)
    expect(result.ok ? [] : result.errors.map((e) => `${e.path}: ${e.message}`)).toEqual(expected)
  })
})
