import config from '@payload-config'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getLocale, getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { landingForUser } from '../../../(auth)/redirectSignedIn'
import { EarningsTable } from '@/components/wallet/EarningsTable.client'
import { PayoutHistoryList } from '@/components/wallet/PayoutHistoryList.client'
import { PayoutOnboardingButton } from '@/components/wallet/PayoutOnboardingButton.client'
import { StatementList } from '@/components/wallet/StatementList'
import { walletData } from '@/server/wallet/walletData'
import { resolveLocale } from '@/domain/locale'
import { usableTimeZone } from '@/domain/time'
import { walletEuro } from '@/domain/wallet'
import { getCurrentUser } from '@/server/auth/currentUser'
import shared from '@/components/wallet/wallet.module.css'
import dataTable from '@/components/ui/dataTable.module.css'
import styles from './page.module.css'
import { ClientMessages } from '@/i18n/ClientMessages'

const PATH = '/consultant/dashboard/my-wallet'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('wallet'))('title') }
}

/** The approved consultant's wallet: totals, the earnings ledger, the payout account and its payouts. */
export default async function MyWalletPage() {
  const user = await getCurrentUser()
  if (!user) redirect(`/sign-in?redirect=${encodeURIComponent(PATH)}`)
  if (user.role !== 'CONSULTANT' || user.profileStatus !== 'ACTIVE') redirect(landingForUser(user))
  const [data, t, locale] = await Promise.all([
    walletData(await getPayload({ config }), user.id),
    getTranslations('wallet'),
    getLocale(),
  ])
  const money = (euro: number) => walletEuro(euro, resolveLocale(locale, null))
  const timeZone = usableTimeZone(user.timezone, new Date())
  const { totals } = data.earnings
  const accountState = !data.account ? 'none' : data.account.onboarded ? 'ready' : 'incomplete'
  const buttonLabel = accountState === 'none' ? 'start' : accountState === 'ready' ? 'dashboard' : 'continue'

  return (
    <ClientMessages namespaces={['wallet']}>
      <section className={`container ${shared.wallet}`}>
        <h1>{t('title')}</h1>
        <p className={shared.lead}>{t('lead')}</p>

        <h2 className="visually-hidden">{t('totals.heading')}</h2>
        <dl className={styles.totals}>
          <div>
            <dt>{t('totals.net')}</dt>
            <dd>{money(totals.netAmount)}</dd>
          </div>
          <div>
            <dt>{t('totals.vat')}</dt>
            <dd>{money(totals.VATAmount)}</dd>
          </div>
          <div>
            <dt>{t('totals.count')}</dt>
            <dd>{totals.count}</dd>
          </div>
        </dl>

        <section className={styles.section} aria-labelledby="wallet-account">
          <h2 id="wallet-account">{t('onboarding.heading')}</h2>
          <p>{t(`onboarding.${accountState}`)}</p>
          <PayoutOnboardingButton consultantId={user.id} provider={data.provider} label={buttonLabel} />
        </section>

        <section className={styles.section} aria-labelledby="wallet-earnings">
          <h2 id="wallet-earnings">{t('earnings.heading')}</h2>
          <EarningsTable consultantId={user.id} first={data.earnings} timeZone={timeZone} />
        </section>

        <section className={styles.section} aria-labelledby="wallet-payouts">
          <h2 id="wallet-payouts">{t('payouts.heading')}</h2>
          {data.payouts === 'failed' ? (
            <p role="alert">{t('payouts.failed')}</p>
          ) : data.payouts && data.account ? (
            <PayoutHistoryList connectId={data.account.accountId} first={data.payouts} timeZone={timeZone} />
          ) : (
            <p className={dataTable.empty}>{t('payouts.noAccount')}</p>
          )}
        </section>

        <section className={styles.section} aria-labelledby="wallet-statements">
          <h2 id="wallet-statements">{t('statements.heading')}</h2>
          <p>{t('statements.lead')}</p>
          <StatementList statements={data.statements} locale={resolveLocale(locale, null)} />
        </section>
      </section>
    </ClientMessages>
  )
}
