import { h2, h3, richText, ul } from './lexical'
import type { LegalTextKind } from '@/domain/content'

type Localized<T> = { en: T; de: T }
export type SeedLegalText = {
  kind: LegalTextKind
  version: string
  effectiveDate: string
  title: Localized<string>
  content: Localized<ReturnType<typeof richText>>
}

const CONTACT_EN = 'Questions about this document: write to us through the contact form or to legal@careerbridge.dev.'
const CONTACT_DE =
  'Fragen zu diesem Dokument: Schreiben Sie uns über das Kontaktformular oder an legal@careerbridge.dev.'

export const LEGAL_TEXTS: SeedLegalText[] = [
  {
    kind: 'terms-of-use',
    version: '1.3',
    effectiveDate: '2026-01-01T00:00:00.000Z',
    title: { en: 'Terms of use', de: 'Nutzungsbedingungen' },
    content: {
      en: richText(
        h2('1. Scope'),
        'These terms apply to everyone who uses the CareerBridge website, whether as a visitor, consultee or consultant.',
        h2('2. Your account'),
        'You keep your password secret and tell us at once if someone else uses your account.',
        h3('2.1 Accurate information'),
        'The information in your profile must be true and up to date.',
        h2('3. Acceptable use'),
        ul([
          'No unlawful, offensive or misleading content',
          'No contact details in public profiles to avoid the platform',
          'No automated scraping',
        ]),
        h2('4. Changes to these terms'),
        'We announce changes at least 30 days before they take effect. If you keep using the site afterwards, the new version applies.',
        h2('5. Contact'),
        CONTACT_EN,
      ),
      de: richText(
        h2('1. Geltungsbereich'),
        'Diese Bedingungen gelten für alle, die die CareerBridge-Website nutzen – als Besucher, Ratsuchende oder Berater.',
        h2('2. Ihr Konto'),
        'Sie halten Ihr Passwort geheim und informieren uns sofort, wenn jemand anderes Ihr Konto nutzt.',
        h3('2.1 Richtige Angaben'),
        'Die Angaben in Ihrem Profil müssen wahr und aktuell sein.',
        h2('3. Zulässige Nutzung'),
        ul([
          'Keine rechtswidrigen, beleidigenden oder irreführenden Inhalte',
          'Keine Kontaktdaten in öffentlichen Profilen, um die Plattform zu umgehen',
          'Kein automatisiertes Auslesen',
        ]),
        h2('4. Änderungen dieser Bedingungen'),
        'Wir kündigen Änderungen mindestens 30 Tage vor ihrem Inkrafttreten an. Nutzen Sie die Website danach weiter, gilt die neue Fassung.',
        h2('5. Kontakt'),
        CONTACT_DE,
      ),
    },
  },
  {
    kind: 'privacy-policy',
    version: '1.3',
    effectiveDate: '2026-01-01T00:00:00.000Z',
    title: { en: 'Privacy policy', de: 'Datenschutzerklärung' },
    content: {
      en: richText(
        h2('1. Who is responsible'),
        'CareerBridge is responsible for processing your personal data on this website.',
        h2('2. What data we process'),
        ul([
          'Account data: name, email address, time zone',
          'Booking and payment data',
          'Messages you send to consultants or to us',
          'Consent records with the text you agreed to',
        ]),
        h2('3. Why we process it'),
        'To run your account and bookings (contract), to meet accounting duties (legal obligation) and, only with your consent, to send marketing emails.',
        h2('4. How long we keep it'),
        'Account data until you delete your account; accounting records for the periods the law requires.',
        h2('5. Your rights'),
        'You can ask for access, correction, deletion, restriction and a copy of your data, and withdraw any consent in your account settings at any time.',
        h2('6. Contact'),
        CONTACT_EN,
      ),
      de: richText(
        h2('1. Verantwortlicher'),
        'CareerBridge ist für die Verarbeitung Ihrer personenbezogenen Daten auf dieser Website verantwortlich.',
        h2('2. Welche Daten wir verarbeiten'),
        ul([
          'Kontodaten: Name, E-Mail-Adresse, Zeitzone',
          'Buchungs- und Zahlungsdaten',
          'Nachrichten an Berater oder an uns',
          'Einwilligungsnachweise mit dem Text, dem Sie zugestimmt haben',
        ]),
        h2('3. Warum wir sie verarbeiten'),
        'Zur Führung Ihres Kontos und Ihrer Buchungen (Vertrag), zur Erfüllung von Buchhaltungspflichten (rechtliche Verpflichtung) und nur mit Ihrer Einwilligung für Marketing-E-Mails.',
        h2('4. Wie lange wir sie speichern'),
        'Kontodaten bis zur Löschung Ihres Kontos; Buchhaltungsunterlagen für die gesetzlich vorgeschriebenen Fristen.',
        h2('5. Ihre Rechte'),
        'Sie können Auskunft, Berichtigung, Löschung, Einschränkung und eine Kopie Ihrer Daten verlangen und jede Einwilligung jederzeit in den Kontoeinstellungen widerrufen.',
        h2('6. Kontakt'),
        CONTACT_DE,
      ),
    },
  },
  {
    kind: 'consultant-policy',
    version: '1.0',
    effectiveDate: '2026-01-01T00:00:00.000Z',
    title: { en: 'Consultant policy', de: 'Richtlinie für Berater' },
    content: {
      en: richText(
        h2('1. Who can offer sessions'),
        'Consultants whose application was approved by our review team.',
        h2('2. Your profile'),
        'Your profile, experience and services must be truthful. We may ask for documents that verify them.',
        h2('3. Sessions'),
        ul([
          'Confirm or decline requests promptly',
          'Start sessions on time',
          'Keep what consultees tell you confidential',
        ]),
        h2('4. Earnings and taxes'),
        'You earn 75 % of the net session price. You are responsible for your own taxes; small businesses and regular businesses are handled as stated in your tax information.',
        h2('5. Contact'),
        CONTACT_EN,
      ),
      de: richText(
        h2('1. Wer Sitzungen anbieten kann'),
        'Berater, deren Bewerbung von unserem Prüfteam angenommen wurde.',
        h2('2. Ihr Profil'),
        'Profil, Erfahrung und Leistungen müssen der Wahrheit entsprechen. Wir können Nachweise dafür anfordern.',
        h2('3. Sitzungen'),
        ul([
          'Anfragen zügig bestätigen oder ablehnen',
          'Sitzungen pünktlich beginnen',
          'Vertrauliches von Ratsuchenden vertraulich behandeln',
        ]),
        h2('4. Einnahmen und Steuern'),
        'Sie erhalten 75 % des Netto-Sitzungspreises. Für Ihre Steuern sind Sie selbst verantwortlich; Kleinunternehmer und Regelunternehmer werden gemäß Ihren Steuerangaben behandelt.',
        h2('5. Kontakt'),
        CONTACT_DE,
      ),
    },
  },
  {
    kind: 'terms',
    version: '1.0',
    effectiveDate: '2026-01-01T00:00:00.000Z',
    title: { en: 'Terms and conditions', de: 'Allgemeine Geschäftsbedingungen' },
    content: {
      en: richText(
        h2('1. Contract'),
        'A booking creates a contract between you and the consultant; CareerBridge arranges it and collects the payment.',
        h2('2. Prices and payment'),
        'Prices are in euro and include VAT where it applies. Your card is authorised at booking and charged when the consultant confirms.',
        h2('3. Cancellation'),
        'Before confirmation you can cancel free of charge. After confirmation the cancellation rules shown at booking apply.',
        h2('4. Right of withdrawal'),
        'Consumers have a 14-day right of withdrawal. If you ask for a session to start within that period, you agree that the right ends once the session has been given in full.',
        h2('5. Contact'),
        CONTACT_EN,
      ),
      de: richText(
        h2('1. Vertrag'),
        'Mit der Buchung entsteht ein Vertrag zwischen Ihnen und dem Berater; CareerBridge vermittelt ihn und zieht die Zahlung ein.',
        h2('2. Preise und Zahlung'),
        'Preise sind in Euro und enthalten die MwSt., sofern sie anfällt. Ihre Karte wird bei der Buchung reserviert und bei Bestätigung durch den Berater belastet.',
        h2('3. Stornierung'),
        'Vor der Bestätigung können Sie kostenlos stornieren. Danach gelten die bei der Buchung angezeigten Stornobedingungen.',
        h2('4. Widerrufsrecht'),
        'Verbraucher haben ein 14-tägiges Widerrufsrecht. Wünschen Sie den Beginn einer Sitzung innerhalb dieser Frist, stimmen Sie zu, dass das Recht mit vollständiger Erbringung der Sitzung erlischt.',
        h2('5. Kontakt'),
        CONTACT_DE,
      ),
    },
  },
]

export const ABOUT_PAGE = {
  slug: 'about',
  title: { en: 'About CareerBridge', de: 'Über CareerBridge' },
  intro: {
    en: 'We connect job seekers with people who have already done the job they want.',
    de: 'Wir bringen Jobsuchende mit Menschen zusammen, die den gewünschten Job schon gemacht haben.',
  },
  content: {
    en: richText(
      h2('Why we started'),
      'Career advice is often generic. A thirty-minute conversation with someone who works in your target role is worth more than hours of reading.',
      h2('How it works'),
      ul([
        'Consultants apply and are reviewed by our team',
        'You book a 30- or 60-minute session or a trial',
        'You pay securely by card and meet online',
      ]),
      h2('Where we are'),
      'CareerBridge is based in Germany and works in English and German.',
    ),
    de: richText(
      h2('Warum es uns gibt'),
      'Karriereratschläge sind oft allgemein. Ein dreißigminütiges Gespräch mit jemandem, der in Ihrer Zielrolle arbeitet, ist mehr wert als stundenlanges Lesen.',
      h2('So funktioniert es'),
      ul([
        'Berater bewerben sich und werden von unserem Team geprüft',
        'Sie buchen eine 30- oder 60-minütige Sitzung oder eine Probesitzung',
        'Sie zahlen sicher per Karte und treffen sich online',
      ]),
      h2('Wo wir sind'),
      'CareerBridge hat seinen Sitz in Deutschland und arbeitet auf Englisch und Deutsch.',
    ),
  },
}
