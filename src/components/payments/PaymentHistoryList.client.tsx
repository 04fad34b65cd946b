'use client'

import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { StatusBadge, type BadgeTone } from '@/components/ui/StatusBadge'
import { useToast } from '@/components/ui/Toasts.client'
import { paymentHistoryRow } from '@/domain/booking'
import { resolveLocale } from '@/domain/locale'
import type { PaymentLabelKey } from '@/domain/status'
import type { PaymentHistoryItem } from '@/server/booking/paymentHistory'
import { InvoiceLinks } from './InvoiceLinks'
import styles from './PaymentHistoryList.module.css'
import dataTable from '@/components/ui/dataTable.module.css'

const STATUS_TONES: Record<PaymentLabelKey, BadgeTone> = {
  pending: 'waiting',
  paid: 'good',
  refunded: 'closed',
  unknown: 'neutral',
}

type Page = { paymentHistory: PaymentHistoryItem[]; lastEvaluatedKey: string | null }

/** The consultee's payments with 'Load more' (cursor paging through the payment history endpoint). */
export function PaymentHistoryList({ userId, first, timeZone }: { userId: number; first: Page; timeZone: string }) {
  const t = useTranslations('paymentHistory')
  const locale = resolveLocale(useLocale(), null)
  const toast = useToast()
  const [items, setItems] = useState(first.paymentHistory)
  const [cursor, setCursor] = useState(first.lastEvaluatedKey)
  const [loading, setLoading] = useState(false)

  async function loadMore() {
    if (!cursor) return
    setLoading(true)
    try {
      const query = new URLSearchParams({ limit: '20', lastEvaluatedKey: cursor })
      const response = await fetch(`/api/consultations/user/payment-history/${userId}?${query}`)
      if (!response.ok) throw new Error(String(response.status))
      const page = (await response.json()) as Page
      setItems((current) => [...current, ...page.paymentHistory])
      setCursor(page.lastEvaluatedKey)
    } catch {
      toast.error(t('loadFailed'))
    } finally {
      setLoading(false)
    }
  }

  if (items.length === 0) {
    return (
      <div className={dataTable.empty}>
        <p>{t('empty')}</p>
        <Link className="button button--primary" href="/consultants">
          {t('findConsultant')}
        </Link>
      </div>
    )
  }
  return (
    <>
      <table className={`${dataTable.table} ${styles.table}`}>
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('consultant')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col" className={dataTable.amount}>
              {t('total')}
            </th>
            <th scope="col">{t('documents')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const row = paymentHistoryRow(item, locale, timeZone)
            const name = `${item.consultant.firstName} ${item.consultant.lastName}`.trim()
            return (
              <tr key={item.consultationId}>
                <td>{row.date}</td>
                <td>
                  {item.consultant.consultantShortId ? (
                    <Link href={`/consultants/${item.consultant.consultantShortId}`}>{name}</Link>
                  ) : (
                    name
                  )}
                </td>
                <td>
                  <StatusBadge tone={STATUS_TONES[row.label]}>{t(`labels.${row.label}`)}</StatusBadge>
                </td>
                <td className={dataTable.amount}>{row.total}</td>
                <td>
                  <InvoiceLinks documents={item.documents} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
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
