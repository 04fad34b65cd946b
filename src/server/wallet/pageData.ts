import 'server-only'

import config from '@payload-config'
import { notFound, redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { activeUserFor } from '@/server/auth/pageAccess'
import { serverUrl } from '@/server/env'
import { publishableInfo, type PaymentProviderName } from '@/server/payments'
import { completeOnboarding, startPayoutOnboarding, type OnboardingState } from '@/server/wallet/onboarding'

const WALLET_PATH = '/consultant/dashboard/my-wallet'

/** 'failed' when the provider could not be asked; else the account's state (null: there is no account). */
export type OnboardingReturnData = { consultantId: number; state: OnboardingState | null | 'failed' }

/**
 * /{provider}-onboarding/success and /refresh, where the provider's onboarding form sends the consultant back.
 * Success asks the provider how far the account got and stores it; refresh (an expired or reused link)
 * redirects to a new onboarding link. Other steps, and a provider that is not the configured one, are not found.
 */
export async function onboardingReturnData(provider: PaymentProviderName, step: string): Promise<OnboardingReturnData> {
  if ((step !== 'success' && step !== 'refresh') || publishableInfo().provider !== provider) notFound()
  const user = await activeUserFor('CONSULTANT', `/${provider}-onboarding/${step}`)
  const payload = await getPayload({ config })

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
    if (link) redirect(link.object === 'account_link' ? link.url : WALLET_PATH)
    return { consultantId: user.id, state: 'failed' }
  }

  try {
    return { consultantId: user.id, state: await completeOnboarding(payload, user) }
  } catch (error) {
    payload.logger.error({ err: error, userId: user.id }, 'wallet: checking the connected account failed')
    return { consultantId: user.id, state: 'failed' }
  }
}
