import { useTranslations } from 'next-intl'

import type { InvoiceLink } from '@/server/invoices/invoiceLinks'
import styles from './PaymentHistoryList.module.css'

/** A payment's invoice and credit notes as downloads: the PDF by its number, the XML beside it for a business. */
export function InvoiceLinks({ documents }: { documents: readonly InvoiceLink[] }) {
  const t = useTranslations('paymentHistory')
  if (documents.length === 0) {
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('noDocument')}</span>
      </>
    )
  }
  return (
    <ul className={styles.documents}>
      {documents.map((document) => {
        const names = { kind: t(`kinds.${document.kind}`), number: document.number }
        return (
          <li key={document.id}>
            <a href={document.pdfUrl} download aria-label={t('downloadPdf', names)}>
              {document.number}
            </a>
            {document.xmlUrl && (
              <>
                {' · '}
                <a href={document.xmlUrl} download aria-label={t('downloadXml', names)}>
                  XML
                </a>
              </>
            )}
          </li>
        )
      })}
    </ul>
  )
}
