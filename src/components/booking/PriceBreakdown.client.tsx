'use client'

import { useLocale, useTranslations } from 'next-intl'

import type { Quote } from './bookingApi'
import { formatEuro, toCents, type MoneyLocale } from '@/domain/money'

type Props = { quote: Quote | undefined; loading: boolean; failed: boolean; onRetry: () => void }

/** Net, VAT, discount and total as the server computed them. */
export function PriceBreakdown({ quote, loading, failed, onRetry }: Props) {
  const t = useTranslations('bookingPage.payment')
  const locale = useLocale() as MoneyLocale
  const euro = (amount: number) => formatEuro(toCents(amount), locale)
  return (
    <section className="booking-price" aria-labelledby="booking-price-title" aria-busy={loading}>
      <h2 id="booking-price-title">{t('price')}</h2>
      {failed && (
        <div role="alert">
          <p>{t('quoteFailed')}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      )}
      {!quote && !failed && <p role="status">{t('quoteLoading')}</p>}
      {quote && (
        <dl className="booking-price__rows" aria-live="polite">
          <div>
            <dt>{t('net')}</dt>
            <dd>{euro(quote.net)}</dd>
          </div>
          <div>
            <dt>{quote.vatApplied ? t('vat') : t('noVat')}</dt>
            <dd>{euro(quote.vat)}</dd>
          </div>
          {quote.discount > 0 && (
            <div>
              <dt>{t('discount')}</dt>
              <dd>−{euro(quote.discount)}</dd>
            </div>
          )}
          <div className="booking-price__total">
            <dt>{t('total')}</dt>
            <dd>{quote.total === 0 ? t('free') : euro(quote.total)}</dd>
          </div>
        </dl>
      )}
    </section>
  )
}
