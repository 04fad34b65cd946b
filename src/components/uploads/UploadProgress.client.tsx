'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

import styles from './UploadProgress.module.css'

/** How far an upload is, as a bar and in words. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const t = useTranslations('uploads')
  const id = useId()
  return (
    <div className={styles.progress}>
      <progress max={1} value={fraction} aria-labelledby={id} />
      <span id={id}>{t('uploadingPercent', { percent: Math.round(fraction * 100) })}</span>
    </div>
  )
}
