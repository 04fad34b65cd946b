'use client'

import { useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'

import { callApi } from '../auth/api'
import { ConfirmDialog } from '../ui/ConfirmDialog.client'
import { useToast } from '../ui/Toasts.client'
import styles from './CalendarFeedSection.module.css'

/** The private calendar feed address: copy it, or replace it (after a confirmation) when it got out. */
export function CalendarFeedSection({ initialUrl }: { initialUrl: string }) {
  const t = useTranslations('calendarFeed')
  const toast = useToast()
  const inputId = useId()
  const input = useRef<HTMLTextAreaElement>(null)
  const [url, setUrl] = useState(initialUrl)
  const [confirming, setConfirming] = useState(false)

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      toast.success(t('copied'))
    } catch {
      // No clipboard for this page (an insecure origin, a refused permission): the address is selected instead.
      input.current?.select()
      toast.error(t('copyFailed'))
    }
  }

  async function regenerate() {
    const result = await callApi<{ url: string }>('/api/account/calendar-feed/regenerate')
    setConfirming(false)
    if (!result.ok) return toast.error(result.message ?? t('regenerateFailed'))
    setUrl(result.data.url)
    toast.success(t('regenerated'))
  }

  return (
    <div className={styles.feed}>
      <p>{t('intro')}</p>
      <p className={styles.warning}>{t('warning')}</p>
      <div className="field">
        <label htmlFor={inputId}>{t('urlLabel')}</label>
        {/* A text area, not a text box: the whole address shows, wrapped, on a phone too. */}
        <textarea
          id={inputId}
          ref={input}
          readOnly
          rows={3}
          value={url}
          spellCheck={false}
          className={styles.url}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={copy}>
          {t('copy')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
          {t('regenerate')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle')}
        confirmLabel={t('confirm')}
        onConfirm={regenerate}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('confirmText')}</p>
      </ConfirmDialog>
    </div>
  )
}
