import { getTranslations } from 'next-intl/server'

/** Shown above a draft an editor previews, with the way out of draft mode. */
export async function DraftNotice({ path }: { path: string }) {
  const t = await getTranslations('content.draft')
  return (
    <div className="draft-notice" role="status">
      <span>{t('notice')}</span>
      <a href={`/preview/exit?path=${encodeURIComponent(path)}`}>{t('exit')}</a>
    </div>
  )
}
