'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { useToast } from '@/components/ui/Toasts.client'
import { resolveLocale } from '@/domain/locale'
import { earningTypeKey, walletDate, walletEuro, type EarningRow } from '@/domain/wallet'

import styles from './EarningsTable.module.css'
import shared from './wallet.module.css'
import dataTable from '@/components/ui/dataTable.module.css'

type Page = { earnings: EarningRow[]; lastEvaluatedKey: string | null }

/** The wallet's earnings ledger with 'Load more' (cursor paging through GET /api/consultants/{id}/earnings). */
export function EarningsTable({
  consultantId,
  first,
  timeZone,
}: {
  consultantId: number
  first: Page
  timeZone: string
}) {
  const t = useTranslations('wallet.earnings')
  const locale = resolveLocale(useLocale(), null)
  const toast = useToast()
  const [rows, setRows] = useState(first.earnings)
  const [cursor, setCursor] = useState(first.lastEvaluatedKey)
  const [loading, setLoading] = useState(false)

  async function loadMore() {
    if (!cursor) return
    setLoading(true)
    try {
      const query = new URLSearchParams({ limit: '20', lastEvaluatedKey: cursor })
      const response = await fetch(`/api/consultants/${consultantId}/earnings?${query}`)
      if (!response.ok) throw new Error(String(response.status))
      const page = (await response.json()) as Page
      setRows((current) => [...current, ...page.earnings])
      setCursor(page.lastEvaluatedKey)
    } catch {
      toast.error(t('loadFailed'))
    } finally {
      setLoading(false)
    }
  }

  if (rows.length === 0) return <p className={dataTable.empty}>{t('empty')}</p>
  return (
    <>
      <div className={styles.scroll}>
        <table className={`${dataTable.table} ${shared.table}`}>
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('type')}</th>
              <th scope="col">{t('name')}</th>
              <th scope="col">{t('length')}</th>
              <th scope="col" className={dataTable.amount}>
                {t('net')}
              </th>
              <th scope="col" className={dataTable.amount}>
                {t('vat')}
              </th>
              <th scope="col">{t('payout')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{walletDate(row.createdAt, locale, timeZone)}</td>
                <td>{t(`types.${earningTypeKey(row.type)}`)}</td>
                <td>{row.userName || '–'}</td>
                <td>{row.sessionLength === null ? '–' : t('minutes', { minutes: row.sessionLength })}</td>
                <td className={dataTable.amount}>{walletEuro(row.netAmount, locale)}</td>
                <td className={dataTable.amount}>{walletEuro(row.VATAmount, locale)}</td>
                <td>{t(`transfer.${row.transferStatus ?? 'none'}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {cursor ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={loadMore}
          disabled={loading}
          aria-busy={loading}
        >
          {loading ? t('loading') : t('loadMore')}
        </button>
      ) : null}
    </>
  )
}
