import { richText, ul } from './lexical'
import type { SeedCategory } from './contentPosts'

type Localized<T> = { en: T; de: T }
export type SeedHelpArticle = {
  slug: string
  category: string
  order: number
  title: Localized<string>
  summary: Localized<string>
  content: Localized<ReturnType<typeof richText>>
}

export const HELP_CATEGORIES: SeedCategory[] = [
  { slug: 'booking', order: 1, title: { en: 'Booking sessions', de: 'Sitzungen buchen' } },
  { slug: 'payments', order: 2, title: { en: 'Payments and invoices', de: 'Zahlungen und Rechnungen' } },
  { slug: 'account', order: 3, title: { en: 'Your account', de: 'Ihr Konto' } },
  { slug: 'consultants', order: 4, title: { en: 'For consultants', de: 'Für Berater' } },
]

const article = (
  slug: string,
  category: string,
  order: number,
  title: Localized<string>,
  summary: Localized<string>,
  en: Parameters<typeof richText>,
  de: Parameters<typeof richText>,
): SeedHelpArticle => ({ slug, category, order, title, summary, content: { en: richText(...en), de: richText(...de) } })

export const HELP_ARTICLES: SeedHelpArticle[] = [
  article(
    'how-to-book-a-session',
    'booking',
    1,
    { en: 'How do I book a session?', de: 'Wie buche ich eine Sitzung?' },
    { en: 'Choose a consultant, a time and a session length.', de: 'Berater, Uhrzeit und Sitzungslänge wählen.' },
    [
      'Open a consultant profile and click Book Now. Pick a 30-minute, 60-minute or trial session and a free time in the calendar.',
      'Times are shown in your own time zone. After payment the consultant confirms the session.',
    ],
    [
      'Öffnen Sie ein Beraterprofil und klicken Sie auf Jetzt buchen. Wählen Sie eine 30- oder 60-minütige Sitzung oder eine Probesitzung und eine freie Zeit im Kalender.',
      'Zeiten werden in Ihrer eigenen Zeitzone angezeigt. Nach der Zahlung bestätigt der Berater die Sitzung.',
    ],
  ),
  article(
    'cancel-a-session',
    'booking',
    2,
    { en: 'Can I cancel or move a session?', de: 'Kann ich eine Sitzung stornieren oder verschieben?' },
    {
      en: 'Cancel from your dashboard; refunds depend on timing.',
      de: 'Stornieren im Dashboard; die Erstattung hängt vom Zeitpunkt ab.',
    },
    [
      'Go to Sessions in your dashboard, open the session and choose Cancel. Until the consultant confirms, the card authorisation is released in full.',
      'To move a session, cancel it and book a new time.',
    ],
    [
      'Öffnen Sie in Ihrem Dashboard die Sitzungen, wählen Sie die Sitzung und dann Stornieren. Bis der Berater bestätigt, wird die Kartenreservierung vollständig freigegeben.',
      'Um eine Sitzung zu verschieben, stornieren Sie sie und buchen Sie einen neuen Termin.',
    ],
  ),
  article(
    'join-a-session',
    'booking',
    3,
    { en: 'How do I join my session?', de: 'Wie nehme ich an meiner Sitzung teil?' },
    { en: 'Use the meeting link in your confirmation email.', de: 'Über den Link in Ihrer Bestätigungs-E-Mail.' },
    [
      'The confirmation email and your dashboard contain the meeting link. It opens in the browser; no installation is needed.',
    ],
    [
      'Die Bestätigungs-E-Mail und Ihr Dashboard enthalten den Link zum Treffen. Er öffnet sich im Browser, eine Installation ist nicht nötig.',
    ],
  ),
  article(
    'when-is-my-card-charged',
    'payments',
    1,
    { en: 'When is my card charged?', de: 'Wann wird meine Karte belastet?' },
    {
      en: 'Authorised at booking, charged when the consultant confirms.',
      de: 'Reserviert bei der Buchung, belastet bei Bestätigung.',
    },
    [
      'At booking we only reserve the amount on your card. It is charged when the consultant confirms the session.',
      'If the consultant declines or does not answer in time, the reservation is released.',
    ],
    [
      'Bei der Buchung reservieren wir den Betrag nur auf Ihrer Karte. Belastet wird er, wenn der Berater die Sitzung bestätigt.',
      'Lehnt der Berater ab oder antwortet nicht rechtzeitig, wird die Reservierung freigegeben.',
    ],
  ),
  article(
    'vat-and-invoices',
    'payments',
    2,
    { en: 'Do prices include VAT?', de: 'Sind die Preise inklusive MwSt.?' },
    {
      en: 'Yes, for private customers; business customers may differ.',
      de: 'Ja, für Privatkunden; bei Geschäftskunden kann es abweichen.',
    },
    [
      'Prices shown to private customers include VAT. Business customers from Germany are invoiced without VAT where the law allows it.',
      ul(['Your payment history lists every payment', 'Each entry shows price, fees and discount']),
    ],
    [
      'Die Preise für Privatkunden enthalten die Mehrwertsteuer. Geschäftskunden aus Deutschland werden, wo gesetzlich zulässig, ohne MwSt. abgerechnet.',
      ul(['Ihr Zahlungsverlauf listet jede Zahlung', 'Jeder Eintrag zeigt Preis, Gebühren und Rabatt']),
    ],
  ),
  article(
    'promo-codes',
    'payments',
    3,
    { en: 'How do I use a promo code?', de: 'Wie löse ich einen Gutscheincode ein?' },
    { en: 'Enter it on the payment page before paying.', de: 'Auf der Zahlungsseite vor dem Bezahlen eingeben.' },
    ['Enter the code on the payment page. The discount is shown before you pay and appears in your payment history.'],
    [
      'Geben Sie den Code auf der Zahlungsseite ein. Der Rabatt wird vor der Zahlung angezeigt und erscheint in Ihrem Zahlungsverlauf.',
    ],
  ),
  article(
    'reset-password',
    'account',
    1,
    { en: 'I forgot my password', de: 'Ich habe mein Passwort vergessen' },
    {
      en: 'Request a 6-digit code by email and set a new password.',
      de: 'Einen 6-stelligen Code per E-Mail anfordern und ein neues Passwort setzen.',
    },
    ['On the login page choose Forgot password. We email you a 6-digit code that is valid for 10 minutes.'],
    [
      'Wählen Sie auf der Anmeldeseite Passwort vergessen. Wir senden Ihnen einen 6-stelligen Code, der 10 Minuten gültig ist.',
    ],
  ),
  article(
    'change-language',
    'account',
    2,
    { en: 'How do I switch the language?', de: 'Wie wechsle ich die Sprache?' },
    { en: 'Use the language switch in the header.', de: 'Über den Sprachumschalter in der Kopfzeile.' },
    ['Use the EN / DE switch in the header. Your choice is remembered for 30 days on this device.'],
    ['Nutzen Sie den Umschalter EN / DE in der Kopfzeile. Ihre Wahl wird auf diesem Gerät 30 Tage gespeichert.'],
  ),
  article(
    'become-a-consultant',
    'consultants',
    1,
    { en: 'How do I become a consultant?', de: 'Wie werde ich Berater?' },
    {
      en: 'Complete the four-step application; our team reviews it.',
      de: 'Die vierstufige Bewerbung ausfüllen; unser Team prüft sie.',
    },
    [
      'Sign up as a consultant and complete the four steps: personal information, profile details, skills and services, and professional details.',
      'Our reviewers usually answer within three working days.',
    ],
    [
      'Registrieren Sie sich als Berater und füllen Sie die vier Schritte aus: persönliche Angaben, Profildetails, Fähigkeiten und Leistungen sowie berufliche Angaben.',
      'Unser Prüfteam antwortet in der Regel innerhalb von drei Werktagen.',
    ],
  ),
  article(
    'consultant-payouts',
    'consultants',
    2,
    { en: 'How are consultants paid?', de: 'Wie werden Berater bezahlt?' },
    {
      en: '75 % of the net price, paid out through the payment provider.',
      de: '75 % des Nettopreises, ausgezahlt über den Zahlungsanbieter.',
    },
    [
      'Consultants earn 75 % of the net session price. Earnings appear in the wallet and are paid out to the connected payout account.',
    ],
    [
      'Berater erhalten 75 % des Netto-Sitzungspreises. Die Einnahmen erscheinen in der Wallet und werden auf das verbundene Auszahlungskonto überwiesen.',
    ],
  ),
]
