'use client'

import { useLocale, useTranslations } from 'next-intl'

import type { Quote } from './bookingApi'
import { formatEuro, toCents, type MoneyLocale } from '@/domain/money'
import shared from './booking.module.css'
import styles from './PriceBreakdown.module.css'

type Props = { quote: Quote | undefined; loading: boolean; failed: boolean; onRetry: () => void }

/** Net, VAT, discount and total as the server computed them. */
export function PriceBreakdown({ quote, loading, failed, onRetry }: Props) {
  const t = useTranslations('bookingPage.payment')
  const locale = useLocale() as MoneyLocale
  const euro = (amount: number) => formatEuro(toCents(amount), locale)
  return (
    <section className={styles.price} aria-labelledby="booking-price-title" aria-busy={loading}>
      <h2 id="booking-price-title" className={shared.panelTitle}>
        {t('price')}
      </h2>
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
        <dl className={shared.rows} aria-live="polite">
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
          <div className={styles.total}>
            <dt>{t('total')}</dt>
            <dd>{quote.total === 0 ? t('free') : euro(quote.total)}</dd>
          </div>
        </dl>
      )}
    </section>
  )
}
