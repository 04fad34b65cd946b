import config from '@payload-config'
import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'
import type { ReactNode } from 'react'

import { PayoutOnboardingButton } from './PayoutOnboardingButton.client'
import { landingForUser } from '@/app/(frontend)/(auth)/redirectSignedIn'
import { getCurrentUser } from '@/server/auth/currentUser'
import { serverUrl } from '@/server/env'
import { publishableInfo, type PaymentProviderName } from '@/server/payments'
import { completeOnboarding, startPayoutOnboarding, type OnboardingState } from '@/server/wallet/onboarding'

const WALLET = '/consultant/dashboard/my-wallet'

/**
 * /{provider}-onboarding/success and /refresh, where the provider's onboarding form sends the consultant back.
 * Success asks the provider how far the account got and stores it; refresh (an expired or reused link)
 * starts a new onboarding link. Other steps, and a provider that is not the configured one, are not found.
 */
export async function OnboardingReturn({ provider, step }: { provider: PaymentProviderName; step: string }) {
  if ((step !== 'success' && step !== 'refresh') || publishableInfo().provider !== provider) notFound()
  const path = `/${provider}-onboarding/${step}`
  const user = await getCurrentUser()
  if (!user) redirect(`/sign-in?redirect=${encodeURIComponent(path)}`)
  if (user.role !== 'CONSULTANT' || user.profileStatus !== 'ACTIVE') redirect(landingForUser(user))
  const payload = await getPayload({ config })
  const t = await getTranslations('wallet.return')

  if (step === 'refresh') {
    const base = `${serverUrl()}/${provider}-onboarding`
    const link = await startPayoutOnboarding(payload, user, {
      returnUrl: `${base}/success`,
      refreshUrl: `${base}/refresh`,
    }).catch((error: unknown) => {
      payload.logger.error({ err: error, userId: user.id }, 'wallet: a new onboarding link failed')
      return null
    })
    // redirect() throws to end the render, so it stays outside any try/catch.
    if (link) redirect(link.object === 'account_link' ? link.url : WALLET)
    return <ReturnView title={t('title')} message={t('failed')} back={t('back')} failed />
  }

  let state: OnboardingState | null | 'failed'
  try {
    state = await completeOnboarding(payload, user)
  } catch (error) {
    payload.logger.error({ err: error, userId: user.id }, 'wallet: checking the connected account failed')
    state = 'failed'
  }
  if (state === 'failed') return <ReturnView title={t('title')} message={t('failed')} back={t('back')} failed />
  const message = !state ? t('noAccount') : state.onboarded ? t('ready') : t('incomplete')
  return (
    <ReturnView title={t('title')} message={message} back={t('back')}>
      {state && !state.onboarded ? (
        <PayoutOnboardingButton consultantId={user.id} provider={provider} label="continue" />
      ) : null}
    </ReturnView>
  )
}

function ReturnView(props: { title: string; message: string; back: string; failed?: boolean; children?: ReactNode }) {
  return (
    <section className="container wallet">
      <h1>{props.title}</h1>
      <p role={props.failed ? 'alert' : 'status'}>{props.message}</p>
      <div className="wallet__pager">
        {props.children}
        <Link className="button button--secondary" href={WALLET}>
          {props.back}
        </Link>
      </div>
    </section>
  )
}
