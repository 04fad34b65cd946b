import { OnboardingReturn } from '@/components/wallet/OnboardingReturn'
import { onboardingReturnData } from '@/server/wallet/pageData'
import { ClientMessages } from '@/i18n/ClientMessages'

export const dynamic = 'force-dynamic'

/** Where the test provider's onboarding sends the consultant back: /test-onboarding/success or /refresh. */
export default async function TestOnboardingReturnPage({ params }: { params: Promise<{ step: string }> }) {
  const data = await onboardingReturnData('test', (await params).step)
  return (
    <ClientMessages namespaces={['wallet']}>
      <OnboardingReturn provider="test" {...data} />
    </ClientMessages>
  )
}
