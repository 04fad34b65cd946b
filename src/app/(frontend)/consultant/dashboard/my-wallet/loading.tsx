import { getTranslations } from 'next-intl/server'

import '../../../wallet.css'

/** Shown while the earnings and payouts load. */
export default async function MyWalletLoading() {
  const t = await getTranslations('wallet')
  return (
    <section className="container wallet" aria-busy="true">
      <h1>{t('title')}</h1>
      <p role="status" className="wallet__lead">
        {t('loading')}
      </p>
    </section>
  )
}
