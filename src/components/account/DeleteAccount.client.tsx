'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { callApi } from '../auth/api'
import { useToast } from '../ui/Toasts.client'

type Props = { userId: number; role: 'USER' | 'CONSULTANT' }

/** Data export download and account deletion after a confirmation dialog. */
export function DeleteAccount({ userId, role }: Props) {
  const t = useTranslations('consentsCenter')
  const errors = useTranslations('consultee.errors')
  const toast = useToast()
  const router = useRouter()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const path = role === 'USER' ? `/api/consultees/id/${userId}` : `/api/consultants/id/${userId}`

  const remove = async () => {
    setBusy(true)
    const result = await callApi<{ message: string }>(path, undefined, 'DELETE')
    setBusy(false)
    if (!result.ok) return toast.error(result.message ?? errors('deleteFailed'))
    // Refresh too: every server-rendered view of the signed-in account must go.
    router.push('/')
    router.refresh()
  }

  return (
    <div className="account-page__privacy">
      <a className="button button--secondary" href="/api/account/export" download>
        {t('export')}
      </a>
      <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
        {t('delete')}
      </button>
      {confirming && (
        <div role="alertdialog" aria-modal="true" aria-labelledby="delete-account-title" className="dialog">
          <h3 id="delete-account-title">{t('deleteTitle')}</h3>
          <p>{t('deleteText')}</p>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </button>
          <button type="button" className="button button--danger" onClick={remove} disabled={busy}>
            {t('deleteConfirm')}
          </button>
        </div>
      )}
    </div>
  )
}
