import { OnboardingReturn } from '@/components/wallet/OnboardingReturn'
import '../../wallet.css'

export const dynamic = 'force-dynamic'

/** Where the stripe provider's onboarding sends the consultant back: /stripe-onboarding/success or /refresh. */
export default async function StripeOnboardingReturnPage({ params }: { params: Promise<{ step: string }> }) {
  return <OnboardingReturn provider="stripe" step={(await params).step} />
}
