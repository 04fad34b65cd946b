import type { ConsentTextVersions, ConsentType } from './types'

// Published wording is never edited in place: a change adds a new version next to the old one.
export const ACCOUNT_CONSENT_TEXTS = {
  TERMS_PRIVACY_SIGNUP: {
    '1.3': {
      en: 'I agree to the Terms of Use and have read the Privacy Policy.',
      de: 'Ich stimme den Nutzungsbedingungen zu und habe die Datenschutzerklärung gelesen.',
    },
  },
  TERMS_PRIVACY_SIGNUP_WEBINAR: {
    '1.3': {
      en: 'By registering for the webinar, I agree to the Terms of Use and confirm that I have read the Privacy Policy.',
      de: 'Mit der Anmeldung zum Webinar stimme ich den Nutzungsbedingungen zu und bestätige, dass ich die Datenschutzerklärung gelesen habe.',
    },
  },
  PRIVACY_POLICY_TERMS: {
    '1.3': {
      en: 'I agree to the Terms of Use and the Privacy Policy.',
      de: 'Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung zu.',
    },
  },
  MARKETING_CONSENT: {
    '1.0': {
      en: 'I would like to receive news, tips and offers from CareerBridge by email. I can unsubscribe at any time.',
      de: 'Ich möchte Neuigkeiten, Tipps und Angebote von CareerBridge per E-Mail erhalten. Ich kann mich jederzeit abmelden.',
    },
  },
  EMAIL_MARKETING: {
    '1.0': {
      en: 'I would like to receive marketing emails from CareerBridge. I can unsubscribe at any time.',
      de: 'Ich möchte Marketing-E-Mails von CareerBridge erhalten. Ich kann mich jederzeit abmelden.',
    },
  },
  MARKETING_WEBINAR_EMAILS: {
    '1.0': {
      en: 'I would like to receive emails about upcoming webinars and events. I can unsubscribe at any time.',
      de: 'Ich möchte E-Mails zu kommenden Webinaren und Veranstaltungen erhalten. Ich kann mich jederzeit abmelden.',
    },
  },
  REFERRAL_TRACKING: {
    '1.0': {
      en: 'I agree that CareerBridge records which referral link brought me here, so that the person who invited me can be rewarded.',
      de: 'Ich bin damit einverstanden, dass CareerBridge speichert, über welchen Empfehlungslink ich gekommen bin, damit die Person, die mich eingeladen hat, belohnt werden kann.',
    },
  },
  REFERRAL_NOTIFICATION: {
    '1.0': {
      en: 'I would like an email when someone signs up or books through my referral link.',
      de: 'Ich möchte eine E-Mail erhalten, wenn sich jemand über meinen Empfehlungslink registriert oder bucht.',
    },
  },
  CONTACT_INFO_CONSENT: {
    '1.0': {
      en: 'I agree that CareerBridge may contact me by email or phone about my account and my requests.',
      de: 'Ich bin damit einverstanden, dass CareerBridge mich per E-Mail oder Telefon zu meinem Konto und meinen Anfragen kontaktiert.',
    },
  },
  CONSULTEE_B2B_DATA_CONSENT: {
    '1.0': {
      en: 'I agree that CareerBridge shares my profile with vetted employers in Germany to match me with suitable jobs.',
      de: 'Ich bin damit einverstanden, dass CareerBridge mein Profil mit geprüften Arbeitgebern in Deutschland teilt, um mir passende Stellen zu vermitteln.',
    },
  },
  BOOKING_TERMS: {
    '1.0': {
      en: 'By booking this session, I accept the booking terms.',
      de: 'Mit der Buchung dieser Sitzung akzeptiere ich die Buchungsbedingungen.',
    },
  },
  BOOKING_TERMS_PAYMENT: {
    '1.0': {
      en: 'By paying, I accept the booking and payment terms.',
      de: 'Mit der Zahlung akzeptiere ich die Buchungs- und Zahlungsbedingungen.',
    },
  },
  BOOKING_TERMS_AND_CANCELLATION: {
    '1.0': {
      en: 'I accept the booking terms and the cancellation policy.',
      de: 'Ich akzeptiere die Buchungsbedingungen und die Stornierungsbedingungen.',
    },
  },
  WITHDRAWAL_PERIOD_WAIVER: {
    '1.0': {
      en: 'I ask for the session to take place before the 14-day withdrawal period ends, and I understand that I lose my right of withdrawal once the session has been fully provided.',
      de: 'Ich verlange, dass die Sitzung vor Ablauf der 14-tägigen Widerrufsfrist stattfindet, und mir ist bekannt, dass mein Widerrufsrecht erlischt, sobald die Sitzung vollständig erbracht wurde.',
    },
  },
} as const satisfies Partial<Record<ConsentType, ConsentTextVersions>>
