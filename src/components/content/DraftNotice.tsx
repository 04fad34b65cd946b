import { getTranslations } from 'next-intl/server'

import { LivePreviewRefresh } from './LivePreviewRefresh.client'
import styles from './DraftNotice.module.css'

/** Shown above a draft an editor previews, with the way out of draft mode; follows the panel's saves. */
export async function DraftNotice({ path }: { path: string }) {
  const t = await getTranslations('content.draft')
  return (
    <div className={styles.notice} role="status">
      <span>{t('notice')}</span>
      <a href={`/preview/exit?path=${encodeURIComponent(path)}`}>{t('exit')}</a>
      <LivePreviewRefresh />
    </div>
  )
}
