// Texts of the invoice actions in the admin panel, in the panel's two languages.
export const INVOICE_ADMIN_TEXTS = {
  en: {
    title: 'Document',
    final: 'An issued document cannot be changed: a correction is a credit note (refund the payment).',
    pdf: 'Download PDF',
    xml: 'Download XML (EN 16931)',
    send: 'Send to the customer again',
    confirmSend: 'Email this document to its customer again?',
    failed: 'The email could not be sent.',
  },
  de: {
    title: 'Dokument',
    final:
      'Ein ausgestelltes Dokument kann nicht geändert werden: Eine Korrektur ist eine Rechnungskorrektur (Zahlung erstatten).',
    pdf: 'PDF herunterladen',
    xml: 'XML herunterladen (EN 16931)',
    send: 'Erneut an den Kunden senden',
    confirmSend: 'Dieses Dokument erneut an den Kunden senden?',
    failed: 'Die E-Mail konnte nicht gesendet werden.',
  },
} as const
