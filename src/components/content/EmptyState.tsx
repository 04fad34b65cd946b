import { getTranslations } from 'next-intl/server'

import styles from './EmptyState.module.css'

/** What a content page shows when editors have published nothing for it yet. */
export async function EmptyState() {
  const t = await getTranslations('content')
  return (
    <p className={styles.empty} role="status">
      {t('empty')}
    </p>
  )
}
