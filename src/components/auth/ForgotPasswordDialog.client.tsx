'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { DialogToastRegion } from '../ui/DialogToastRegion.client'
import { useToast } from '../ui/Toasts.client'
import { callApi } from './api'
import { ResetPasswordStep } from './ResetPasswordStep.client'
import { RequestCodeStep } from './RequestCodeStep.client'

/** Forgot password: email first, then code and new password; "Change email" goes back to step one. */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('auth.forgot')
  const toasts = useTranslations('toasts')
  const toast = useToast()
  const dialog = useRef<HTMLDialogElement>(null)
  const [email, setEmail] = useState<string | null>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  function close() {
    setEmail(null)
    onClose()
  }

  async function requestCode(address: string) {
    const result = await callApi<{ message: string }>('/api/auth/forgot-password', { email: address })
    if (!result.ok) return toast.error(result.message ?? toasts('forgotFailed'))
    toast.success(result.data.message)
    setEmail(address)
  }

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="forgot-title" onClose={close}>
      <div className="dialog__header">
        <h2 id="forgot-title">{t('title')}</h2>
        <button type="button" className="dialog__close" onClick={close} aria-label={t('close')}>
          ×
        </button>
      </div>
      {!open ? null : email === null ? (
        <RequestCodeStep onSubmit={requestCode} />
      ) : (
        <ResetPasswordStep
          email={email}
          onChangeEmail={() => setEmail(null)}
          onDone={() => {
            toast.success(toasts('passwordReset'))
            close()
          }}
        />
      )}
      <DialogToastRegion open={open} />
    </dialog>
  )
}
