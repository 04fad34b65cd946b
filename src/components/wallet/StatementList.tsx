import { useTranslations } from 'next-intl'

import { formatStatementPeriod } from '@/domain/invoices'
import type { Locale } from '@/domain/locale'
import { formatEuro } from '@/domain/money'
import type { StatementLink } from '@/server/wallet/statementLinks'
import dataTable from '@/components/ui/dataTable.module.css'

/** The consultant's monthly statements (Gutschriften), each to download as a PDF. */
export function StatementList({ statements, locale }: { statements: readonly StatementLink[]; locale: Locale }) {
  const t = useTranslations('wallet.statements')
  if (statements.length === 0) return <p className={dataTable.empty}>{t('empty')}</p>
  return (
    <table className={dataTable.table}>
      <caption className="visually-hidden">{t('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('period')}</th>
          <th scope="col">{t('number')}</th>
          <th scope="col" className={dataTable.amount}>
            {t('net')}
          </th>
        </tr>
      </thead>
      <tbody>
        {statements.map((statement) => (
          <tr key={statement.id}>
            <td>{formatStatementPeriod(statement.year, statement.month, locale)}</td>
            <td>
              <a href={statement.pdfUrl} download aria-label={t('download', { number: statement.number })}>
                {statement.number}
              </a>
            </td>
            <td className={dataTable.amount}>{formatEuro(statement.netCents, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
