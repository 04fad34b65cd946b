import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'

import { publicPageMetadata } from '@/app/pageMetadata'
import { ContactForm } from '@/components/content/ContactForm.client'
import { resolveLocale } from '@/domain/locale'
import '../content.css'

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('content.contact')])
  return publicPageMetadata({
    title: t('title'),
    description: t('description'),
    path: '/contact-us',
    locale: resolveLocale(locale, null),
  })
}

export default async function ContactPage() {
  const t = await getTranslations('content.contact')
  return (
    <div className="container content-page contact-page">
      <header className="content-page__header">
        <h1>{t('title')}</h1>
        <p className="content-page__intro">{t('intro')}</p>
      </header>
      <ContactForm />
    </div>
  )
}
