import { getTranslations } from 'next-intl/server'

import styles from './SsoButton.module.css'
import { isSsoConfigured } from '@/server/sso'

/** "Continue with Google", shown only when single sign-on is configured; the role travels to the callback. */
export async function SsoButton({ role, redirect }: { role: 'USER' | 'CONSULTANT'; redirect?: string }) {
  if (!isSsoConfigured()) return null
  const t = await getTranslations('auth.sso')
  const query = new URLSearchParams({ role, ...(redirect ? { redirect } : {}) })
  return (
    <div className={styles.sso}>
      <a className="button button--secondary" href={`/api/auth/sso/google?${query}`}>
        {t('continueWithGoogle')}
      </a>
      <p className={styles.divider}>
        <span>{t('or')}</span>
      </p>
    </div>
  )
}
