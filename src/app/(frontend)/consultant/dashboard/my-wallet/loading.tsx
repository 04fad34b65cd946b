import { getTranslations } from 'next-intl/server'

import shared from '@/components/wallet/wallet.module.css'

/** Shown while the earnings and payouts load. */
export default async function MyWalletLoading() {
  const t = await getTranslations('wallet')
  return (
    <section className={`container ${shared.wallet}`} aria-busy="true">
      <h1>{t('title')}</h1>
      <p role="status" className={shared.lead}>
        {t('loading')}
      </p>
    </section>
  )
}
