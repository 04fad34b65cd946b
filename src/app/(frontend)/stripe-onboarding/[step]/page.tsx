import { OnboardingReturn } from '@/components/wallet/OnboardingReturn'
import { onboardingReturnData } from '@/server/wallet/pageData'
import { ClientMessages } from '@/i18n/ClientMessages'

export const dynamic = 'force-dynamic'

/** Where the stripe provider's onboarding sends the consultant back: /stripe-onboarding/success or /refresh. */
export default async function StripeOnboardingReturnPage({ params }: { params: Promise<{ step: string }> }) {
  const data = await onboardingReturnData('stripe', (await params).step)
  return (
    <ClientMessages namespaces={['wallet']}>
      <OnboardingReturn provider="stripe" {...data} />
    </ClientMessages>
  )
}
