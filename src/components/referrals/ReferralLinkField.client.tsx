'use client'

import { useTranslations } from 'next-intl'

import styles from './ReferralLinkField.module.css'
import { useToast } from '../ui/Toasts.client'

/** The user's own referral link, selectable, with a button that copies it. */
export function ReferralLinkField({ link }: { link: string }) {
  const t = useTranslations('referral.page')
  const toast = useToast()

  async function copy() {
    try {
      await navigator.clipboard.writeText(link)
      toast.success(t('copied'))
    } catch {
      // No clipboard access (an insecure origin or a refused permission): the field stays selectable.
      toast.error(t('copyFailed'))
    }
  }

  return (
    <div className="field">
      <label htmlFor="referral-link">{t('yourLink')}</label>
      <div className={styles.row}>
        <input id="referral-link" className="input" readOnly value={link} onFocus={(event) => event.target.select()} />
        <button type="button" className="button button--primary" onClick={copy}>
          {t('copy')}
        </button>
      </div>
    </div>
  )
}
