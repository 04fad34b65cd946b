import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

export { notFoundMetadata as generateMetadata } from '@/app/notFoundMetadata'

export default async function NotFound() {
  const t = await getTranslations('notFound')
  return (
    <section className="container message-page">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link href="/" className="button button--primary">
        {t('home')}
      </Link>
    </section>
  )
}
