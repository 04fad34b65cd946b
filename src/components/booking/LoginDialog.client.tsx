'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'

import { LoginForm } from '../auth/LoginForm.client'
import { Modal } from '../ui/Modal.client'

/** Asks a visitor to log in (or sign up) and then goes on to `target`, the payment page. */
export function LoginDialog({ target, onClose }: { target: string | null; onClose: () => void }) {
  const t = useTranslations('bookingPage.login')
  const common = useTranslations('common')
  return (
    <Modal open={target !== null} onClose={onClose} title={t('title')} closeLabel={common('close')}>
      <p className="auth-card__lead">{t('lead')}</p>
      {target && <LoginForm redirect={target} onSuccess={onClose} />}
      {target && (
        <p className="auth-form__switch">
          {t('noAccount')}{' '}
          <Link href={`/consultee-register?redirect=${encodeURIComponent(target)}`}>{t('signUp')}</Link>
        </p>
      )}
    </Modal>
  )
}
