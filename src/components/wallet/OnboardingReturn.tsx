import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PayoutOnboardingButton } from './PayoutOnboardingButton.client'
import shared from './wallet.module.css'
import type { PaymentProviderName } from '@/server/payments'
import type { OnboardingReturnData } from '@/server/wallet/pageData'

const WALLET = '/consultant/dashboard/my-wallet'

/** Where the provider's onboarding form sends the consultant back: how far their payout account got. */
export async function OnboardingReturn({
  provider,
  consultantId,
  state,
}: OnboardingReturnData & { provider: PaymentProviderName }) {
  const t = await getTranslations('wallet.return')
  if (state === 'failed') return <ReturnView title={t('title')} message={t('failed')} back={t('back')} failed />
  const message = !state ? t('noAccount') : state.onboarded ? t('ready') : t('incomplete')
  return (
    <ReturnView title={t('title')} message={message} back={t('back')}>
      {state && !state.onboarded ? (
        <PayoutOnboardingButton consultantId={consultantId} provider={provider} label="continue" />
      ) : null}
    </ReturnView>
  )
}

function ReturnView(props: { title: string; message: string; back: string; failed?: boolean; children?: ReactNode }) {
  return (
    <section className={`container ${shared.wallet}`}>
      <h1>{props.title}</h1>
      <p role={props.failed ? 'alert' : 'status'}>{props.message}</p>
      <div className={shared.pager}>
        {props.children}
        <Link className="button button--secondary" href={WALLET}>
          {props.back}
        </Link>
      </div>
    </section>
  )
}
