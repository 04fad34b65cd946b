'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useToast } from '@/components/ui/Toasts.client'

type Props = {
  consultantId: number
  provider: string
  label: 'start' | 'continue' | 'dashboard'
}

/**
 * Spec §4 payout onboarding: a login link (an onboarded account's dashboard) opens in a new window,
 * an account link (the provider's onboarding form) replaces this page.
 */
export function PayoutOnboardingButton({ consultantId, provider, label }: Props) {
  const t = useTranslations('wallet.onboarding')
  const toast = useToast()
  const [busy, setBusy] = useState(false)

  async function start() {
    setBusy(true)
    // Opened before the request, while the click still allows a new window; closed again if not needed.
    const popup = label === 'dashboard' ? window.open('', '_blank') : null
    try {
      const response = await fetch('/api/payments/onboarding', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          consultantId,
          returnUrl: `/${provider}-onboarding/success`,
          refreshUrl: `/${provider}-onboarding/refresh`,
        }),
      })
      const body = (await response.json().catch(() => ({}))) as { object?: string; url?: string; message?: string }
      if (!response.ok || !body.url) throw new Error(body.message ?? t('failed'))
      if (body.object === 'login_link') {
        if (popup) {
          popup.opener = null
          popup.location.href = body.url
        } else if (!window.open(body.url, '_blank', 'noopener')) {
          toast.error(t('popupBlocked'))
        }
        setBusy(false)
        return
      }
      popup?.close()
      window.location.assign(body.url)
    } catch (error) {
      popup?.close()
      toast.error(error instanceof Error && error.message ? error.message : t('failed'))
      setBusy(false)
    }
  }

  return (
    <button type="button" className="button button--primary" onClick={start} disabled={busy} aria-busy={busy}>
      {busy ? t('working') : t(label)}
      {label === 'dashboard' ? <span className="visually-hidden"> ({t('newWindow')})</span> : null}
    </button>
  )
}
