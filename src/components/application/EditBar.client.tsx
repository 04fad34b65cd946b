'use client'

import { useTranslations } from 'next-intl'

import styles from '@/components/ui/EditBar.module.css'

type Props = { dirty: boolean; submitting: boolean; onCancel: () => void }

/**
 * The bar at the end of a profile page's form: Cancel undoes the edits, Save changes is enabled once something
 * changed, and from then on the bar stays in sight.
 */
export function EditBar({ dirty, submitting, onCancel }: Props) {
  const t = useTranslations('application')
  return (
    <div className={dirty ? `${styles.bar} ${styles.changed}` : styles.bar} role="region" aria-label={t('editBar')}>
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={!dirty || submitting}>
        {t('cancel')}
      </button>
      <button type="submit" className="button button--primary" disabled={!dirty || submitting} aria-busy={submitting}>
        {submitting ? t('saving') : t('saveChanges')}
      </button>
    </div>
  )
}
