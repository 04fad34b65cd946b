import type { Payload } from 'payload'

import type { PayoutAccount, User } from '@/payload-types'
import { getPaymentProvider, type PaymentProvider } from '@/server/payments'
import { payoutAccountOf } from './payoutAccounts'
import { requeueWaitingTransfers } from './requeueTransfers'

export type OnboardingLink = { object: 'account_link' | 'login_link'; url: string }

async function accountFor(payload: Payload, provider: PaymentProvider, user: User): Promise<PayoutAccount> {
  const stored = await payoutAccountOf(payload, user.id)
  if (stored && stored.provider === provider.name) return stored
  // The provider answers the same account for the same user, so a lost race only repeats its answer.
  const created = await provider.createConnectedAccount({ userId: user.id, email: user.email })
  const data = {
    provider: provider.name,
    accountId: created.accountId,
    onboarded: created.detailsSubmitted,
    payoutsEnabled: created.payoutsEnabled,
  }
  if (stored) {
    // The site moved to another provider: the old account cannot receive this provider's transfers.
    return payload.update({ collection: 'payout-accounts', id: stored.id, data, depth: 0, overrideAccess: true })
  }
  return payload
    .create({ collection: 'payout-accounts', data: { user: user.id, ...data }, depth: 0, overrideAccess: true })
    .catch(async (error: unknown) => {
      const raced = await payoutAccountOf(payload, user.id)
      if (!raced) throw error
      return raced
    })
}

/**
 * Spec §4 payout onboarding: a new or unfinished account gets a link to the provider's onboarding form
 * (which returns to returnUrl, or to refreshUrl when the link expired); an onboarded one a link to its
 * dashboard. Both URLs must already be checked to be on our own origin.
 */
export async function startPayoutOnboarding(
  payload: Payload,
  user: User,
  urls: { returnUrl: string; refreshUrl: string },
): Promise<OnboardingLink> {
  const provider = getPaymentProvider(payload)
  const account = await accountFor(payload, provider, user)
  if (account.onboarded) {
    return { object: 'login_link', url: (await provider.createLoginLink(account.accountId)).url }
  }
  const link = await provider.createAccountLink({ accountId: account.accountId, ...urls })
  return { object: 'account_link', url: link.url }
}

export type OnboardingState = { accountId: string; onboarded: boolean; payoutsEnabled: boolean }

/**
 * The return page: asks the provider how far the account got, stores it, and once payouts are enabled
 * queues the transfers that waited for the account. Null when the consultant has no account yet.
 */
export async function completeOnboarding(payload: Payload, user: User): Promise<OnboardingState | null> {
  const provider = getPaymentProvider(payload)
  const stored = await payoutAccountOf(payload, user.id)
  if (!stored || stored.provider !== provider.name) return null
  const account = await provider.retrieveConnectedAccount(stored.accountId)
  const state = {
    accountId: account.accountId,
    onboarded: account.detailsSubmitted,
    payoutsEnabled: account.payoutsEnabled,
  }
  if (stored.onboarded !== state.onboarded || stored.payoutsEnabled !== state.payoutsEnabled) {
    await payload.update({
      collection: 'payout-accounts',
      id: stored.id,
      data: { onboarded: state.onboarded, payoutsEnabled: state.payoutsEnabled },
      depth: 0,
      overrideAccess: true,
    })
  }
  if (state.payoutsEnabled) await requeueWaitingTransfers(payload, user.id)
  return state
}
