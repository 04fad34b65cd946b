import type { Locale } from '../locale'
import type { StatementRowKind } from './statement'

export interface StatementLabels {
  /** German law asks a self-billed invoice to say "Gutschrift" (§ 14 (4) no. 10 UStG), in either language. */
  title: string
  number: string
  issueDate: string
  period: string
  supplier: string
  recipient: string
  taxIdentificationNumber: string
  vatId: string
  date: string
  description: string
  net: string
  vat: string
  row: (kind: StatementRowKind, counterpart: string) => string
  netTotal: string
  vatTotal: string
  total: string
  empty: string
  closing: string
}

const en: StatementLabels = {
  title: 'Gutschrift (statement)',
  number: 'Statement number',
  issueDate: 'Date of issue',
  period: 'Period',
  supplier: 'Consultant (supplier)',
  recipient: 'Issued by the recipient of the services',
  taxIdentificationNumber: 'Tax ID',
  vatId: 'VAT ID',
  date: 'Date',
  description: 'Description',
  net: 'Net',
  vat: 'VAT',
  row: (kind, counterpart) =>
    ({
      consultation: `Session with ${counterpart}: your 75 % of the net price`,
      referral: 'Referral bonus',
      refund: `Refund of the session with ${counterpart}: your share taken back`,
      other: 'Other',
    })[kind],
  netTotal: 'Net total',
  vatTotal: 'VAT (as shown in your wallet)',
  total: 'Total',
  empty: 'No earnings in this period.',
  closing:
    'Self-billing credit note: CareerBridge, the recipient of your services, issues this document for the amounts it pays you. Please tell us within 30 days if anything is wrong.',
}

const de: StatementLabels = {
  title: 'Gutschrift',
  number: 'Gutschriftsnummer',
  issueDate: 'Ausstellungsdatum',
  period: 'Zeitraum',
  supplier: 'Berater (Leistender)',
  recipient: 'Ausgestellt vom Leistungsempfänger',
  taxIdentificationNumber: 'Steuer-ID',
  vatId: 'USt-IdNr.',
  date: 'Datum',
  description: 'Beschreibung',
  net: 'Netto',
  vat: 'USt.',
  row: (kind, counterpart) =>
    ({
      consultation: `Sitzung mit ${counterpart}: deine 75 % des Nettopreises`,
      referral: 'Empfehlungsprämie',
      refund: `Erstattung der Sitzung mit ${counterpart}: dein Anteil zurückgebucht`,
      other: 'Sonstiges',
    })[kind],
  netTotal: 'Summe netto',
  vatTotal: 'USt. (wie in deinem Wallet ausgewiesen)',
  total: 'Gesamt',
  empty: 'Keine Einnahmen in diesem Zeitraum.',
  closing:
    'Gutschrift: CareerBridge stellt als Empfänger deiner Leistungen dieses Dokument über die an dich gezahlten Beträge aus. Bitte widersprich innerhalb von 30 Tagen, falls etwas nicht stimmt.',
}

export const STATEMENT_LABELS: Record<Locale, StatementLabels> = { en, de }
