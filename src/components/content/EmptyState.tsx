import { getTranslations } from 'next-intl/server'

/** What a content page shows when editors have published nothing for it yet. */
export async function EmptyState() {
  const t = await getTranslations('content')
  return (
    <p className="content-empty" role="status">
      {t('empty')}
    </p>
  )
}
