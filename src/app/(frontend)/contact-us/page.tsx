import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'

import { publicPageMetadata } from '@/app/pageMetadata'
import { ContactForm } from '@/components/content/ContactForm.client'
import { resolveLocale } from '@/domain/locale'
import shared from '@/components/content/content.module.css'
import { ClientMessages } from '@/i18n/ClientMessages'

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
    <ClientMessages namespaces={['auth', 'content']}>
      <div className={`container ${shared.page}`}>
        <header className={shared.header}>
          <h1>{t('title')}</h1>
          <p className={shared.intro}>{t('intro')}</p>
        </header>
        <ContactForm />
      </div>
    </ClientMessages>
  )
}
