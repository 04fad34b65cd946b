import type { ReactNode } from 'react'

import { ConsentRenewal } from './ConsentRenewal.client'
import type { RenewalPrompt } from '@/domain/account/consentRenewal'

/**
 * Stands in front of every page while the signed-in user has consents to decide on again (a newer
 * version was published since they agreed): they see the new texts first, at login and on every load.
 */
export function ConsentRenewalGate({ prompts, children }: { prompts: RenewalPrompt[]; children: ReactNode }) {
  if (prompts.length === 0) return children
  return <ConsentRenewal prompts={prompts}>{children}</ConsentRenewal>
}
