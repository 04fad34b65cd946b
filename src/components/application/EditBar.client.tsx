'use client'

import { useTranslations } from 'next-intl'

type Props = { dirty: boolean; submitting: boolean; onCancel: () => void }

/** The fixed bar of a profile page: Cancel undoes the edits, Save changes is enabled once something changed. */
export function EditBar({ dirty, submitting, onCancel }: Props) {
  const t = useTranslations('application')
  return (
    <div className="edit-bar" role="region" aria-label={t('editBar')}>
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={!dirty || submitting}>
        {t('cancel')}
      </button>
      <button type="submit" className="button button--primary" disabled={!dirty || submitting} aria-busy={submitting}>
        {submitting ? t('saving') : t('saveChanges')}
      </button>
    </div>
  )
}
