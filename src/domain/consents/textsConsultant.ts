import type { ConsentTextVersions, ConsentType } from './types'

// Published wording is never edited in place: a change adds a new version next to the old one.
export const CONSULTANT_CONSENT_TEXTS = {
  CONSULTANT_TERMS_AND_PROFILE_CONSENT: {
    '1.0': {
      en: 'I agree to the Consultant Terms and to CareerBridge publishing my consultant profile.',
      de: 'Ich stimme den Beraterbedingungen zu und bin damit einverstanden, dass CareerBridge mein Beraterprofil veröffentlicht.',
    },
  },
  DATA_PROCESSING: {
    '1.0': {
      en: 'I agree that CareerBridge processes the personal data in my application to review it and to run my consultant profile.',
      de: 'Ich bin damit einverstanden, dass CareerBridge die personenbezogenen Daten meiner Bewerbung verarbeitet, um sie zu prüfen und mein Beraterprofil zu führen.',
    },
  },
  DECLARATION_OF_ACCURACY: {
    '1.0': {
      en: 'I confirm that the information I have given is true and complete.',
      de: 'Ich bestätige, dass meine Angaben wahr und vollständig sind.',
    },
  },
  DATA_PROCESSING_TRUTHFULNESS_PUBLICATION: {
    '1.0': {
      en: 'I confirm that my information is true, and I agree that CareerBridge processes it and publishes my profile.',
      de: 'Ich bestätige, dass meine Angaben wahr sind, und bin damit einverstanden, dass CareerBridge sie verarbeitet und mein Profil veröffentlicht.',
    },
  },
  EMPLOYER_APPROVAL_AND_TAX_DECLARATION: {
    '1.0': {
      en: 'I confirm that my employer has approved this side activity where required, and that I will declare my earnings to the tax office myself.',
      de: 'Ich bestätige, dass mein Arbeitgeber diese Nebentätigkeit, soweit erforderlich, genehmigt hat und dass ich meine Einnahmen selbst beim Finanzamt angebe.',
    },
  },
  TAX_ID_CONSENT: {
    '1.0': {
      en: 'By saving, I confirm that my tax details are correct and agree that CareerBridge stores them for invoices and tax reporting.',
      de: 'Mit dem Speichern bestätige ich, dass meine Steuerangaben korrekt sind, und bin damit einverstanden, dass CareerBridge sie für Rechnungen und steuerliche Meldungen speichert.',
    },
  },
  PROFILE_VERIFICATION_DOCS: {
    '1.0': {
      en: 'I agree that CareerBridge checks the documents I upload to verify my profile.',
      de: 'Ich bin damit einverstanden, dass CareerBridge die von mir hochgeladenen Dokumente prüft, um mein Profil zu verifizieren.',
    },
  },
  DOCUMENT_UPLOAD_CONSENT: {
    '1.0': {
      en: 'I confirm that I am allowed to share the documents I upload, and I agree that CareerBridge stores them.',
      de: 'Ich bestätige, dass ich die hochgeladenen Dokumente weitergeben darf, und bin damit einverstanden, dass CareerBridge sie speichert.',
    },
  },
  VIDEO_UPLOAD_CONSENT: {
    '1.0': {
      en: 'I confirm that I hold the rights to the video I upload, and I agree that CareerBridge stores it.',
      de: 'Ich bestätige, dass ich die Rechte an dem hochgeladenen Video besitze, und bin damit einverstanden, dass CareerBridge es speichert.',
    },
  },
  PUBLISH_INTRO_VIDEO: {
    '1.0': {
      en: 'I agree that my intro video is shown on my public consultant profile.',
      de: 'Ich bin damit einverstanden, dass mein Vorstellungsvideo in meinem öffentlichen Beraterprofil gezeigt wird.',
    },
  },
} as const satisfies Partial<Record<ConsentType, ConsentTextVersions>>
