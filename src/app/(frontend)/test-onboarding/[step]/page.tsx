import { OnboardingReturn } from '@/components/wallet/OnboardingReturn'
import '../../wallet.css'

export const dynamic = 'force-dynamic'

/** Where the test provider's onboarding sends the consultant back: /test-onboarding/success or /refresh. */
export default async function TestOnboardingReturnPage({ params }: { params: Promise<{ step: string }> }) {
  return <OnboardingReturn provider="test" step={(await params).step} />
}
