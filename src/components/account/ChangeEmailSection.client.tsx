'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useToast } from '../ui/Toasts.client'
import styles from './ChangeEmailSection.module.css'
import { ChangeEmailCodeStep } from './ChangeEmailCodeStep.client'
import { ChangeEmailRequestForm, type PendingChange } from './ChangeEmailRequestForm.client'

type Props = { currentEmail: string; passwordRequired: boolean }

/** "Change email": the new address (and the current password), then the code mailed to the new address. */
export function ChangeEmailSection({ currentEmail: initialEmail, passwordRequired }: Props) {
  const t = useTranslations('auth.accountSettings.changeEmail')
  const toast = useToast()
  const router = useRouter()
  const [currentEmail, setCurrentEmail] = useState(initialEmail)
  const [pending, setPending] = useState<PendingChange | null>(null)

  function changed(email: string, message: string) {
    setCurrentEmail(email)
    setPending(null)
    toast.success(message)
    // The page shows the address in other places too, rendered on the server.
    router.refresh()
  }

  return (
    <div className="email-change">
      <p className={styles.current}>
        <span>{t('current')}: </span>
        <strong data-testid="current-email">{currentEmail}</strong>
      </p>
      {pending ? (
        <ChangeEmailCodeStep pending={pending} onChanged={changed} onCancel={() => setPending(null)} />
      ) : (
        <ChangeEmailRequestForm passwordRequired={passwordRequired} onCodeSent={setPending} />
      )}
    </div>
  )
}
