'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { useToast } from '@/components/ui/Toasts.client'
import { resolveLocale } from '@/domain/locale'
import { walletDate, walletEuro } from '@/domain/wallet'
import type { PayoutList } from '@/server/payments/connect'

import shared from './wallet.module.css'
import dataTable from '@/components/ui/dataTable.module.css'

const PAGE_SIZE = 10
const STATUSES = ['paid', 'pending', 'in_transit', 'canceled', 'failed'] as const
const statusKey = (status: string) =>
  (STATUSES as readonly string[]).includes(status) ? (status as (typeof STATUSES)[number]) : 'other'

/** The connected account's payouts, newest first, with Newer/Older paging on the provider's cursors. */
export function PayoutHistoryList({
  connectId,
  first,
  timeZone,
}: {
  connectId: string
  first: PayoutList
  timeZone: string
}) {
  const t = useTranslations('wallet.payouts')
  const locale = resolveLocale(useLocale(), null)
  const toast = useToast()
  const [page, setPage] = useState(first)
  // Whether newer payouts exist before this page (the first page has none).
  const [hasNewer, setHasNewer] = useState(false)
  const [loading, setLoading] = useState(false)

  async function go(direction: 'newer' | 'older') {
    const edge = direction === 'older' ? page.data.at(-1) : page.data[0]
    if (!edge) return
    setLoading(true)
    try {
      const query = new URLSearchParams({ connectId, limit: String(PAGE_SIZE) })
      query.set(direction === 'older' ? 'startingAfter' : 'endingBefore', edge.id)
      const response = await fetch(`/api/payments/payout-history?${query}`)
      if (!response.ok) throw new Error(String(response.status))
      const next = (await response.json()) as PayoutList
      if (next.data.length === 0) return
      setPage(direction === 'older' ? next : { data: next.data, has_more: true })
      setHasNewer(direction === 'older' ? true : next.has_more)
    } catch {
      toast.error(t('failed'))
    } finally {
      setLoading(false)
    }
  }

  if (page.data.length === 0) return <p className={dataTable.empty}>{t('empty')}</p>
  return (
    <>
      <table className={`${dataTable.table} ${shared.table}`} aria-busy={loading}>
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('arrival')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col" className={dataTable.amount}>
              {t('amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {page.data.map((payout) => (
            <tr key={payout.id}>
              <td>{walletDate(payout.createdAt, locale, timeZone)}</td>
              <td>{walletDate(payout.arrivalDate, locale, timeZone)}</td>
              <td>{t(`statuses.${statusKey(payout.status)}`)}</td>
              <td className={dataTable.amount}>{walletEuro(payout.amount, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={shared.pager}>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => go('newer')}
          disabled={loading || !hasNewer}
        >
          {t('newer')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => go('older')}
          disabled={loading || !page.has_more}
        >
          {t('older')}
        </button>
      </div>
    </>
  )
}
