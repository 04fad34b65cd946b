import config from '@payload-config'
import type { Metadata } from 'next'
import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import styles from './page.module.css'
import { publicPageMetadata } from '@/app/pageMetadata'
import { WebinarCard } from '@/components/webinars/WebinarCard'
import { WebinarRegistration } from '@/components/webinars/WebinarRegistration.client'
import type { ShownConsent } from '@/domain/consents'
import { resolveLocale } from '@/domain/locale'
import { zoneLabel } from '@/domain/time'
import { getCurrentUser } from '@/server/auth/currentUser'
import { webinarsPageData, type WebinarView } from '@/server/webinars/pageData'
import { ClientMessages } from '@/i18n/ClientMessages'

const PATH = '/webinars'
const SIGN_IN = `/sign-in?redirect=${encodeURIComponent(PATH)}`

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('webinars')])
  return publicPageMetadata({
    title: t('title'),
    description: t('metaDescription'),
    path: PATH,
    locale: resolveLocale(locale, null),
  })
}

const closedOf = (webinar: WebinarView) => (webinar.started ? 'started' : webinar.seatsLeft === 0 ? 'full' : null)

/** Upcoming webinars, soonest first, in the viewer's zone and language; signed in, one click registers. */
export default async function WebinarsPage() {
  const [viewer, requested, payload, t] = await Promise.all([
    getCurrentUser(),
    getLocale(),
    getPayload({ config }),
    getTranslations('webinars'),
  ])
  const locale = resolveLocale(requested, null)
  const now = new Date()
  const { webinars, timeZone, consents } = await webinarsPageData(payload, viewer, locale, now)
  const shown = (type: ShownConsent['consentType']) => consents.find((consent) => consent.consentType === type)
  const terms = shown('TERMS_PRIVACY_SIGNUP_WEBINAR')

  const actionFor = (webinar: WebinarView) => {
    const closed = closedOf(webinar)
    if (viewer && terms) {
      return (
        <WebinarRegistration
          webinarId={webinar.id}
          registration={webinar.registration}
          closed={closed}
          terms={terms}
          emails={shown('MARKETING_WEBINAR_EMAILS')}
        />
      )
    }
    if (closed) return <p className={styles.note}>{t(closed === 'full' ? 'fullNote' : 'startedNote')}</p>
    return (
      <Link className="button button--primary" href={SIGN_IN}>
        {t('signInToRegister')}
      </Link>
    )
  }

  return (
    <ClientMessages namespaces={['auth', 'common', 'content', 'webinars']}>
      <section className={`container ${styles.page}`}>
        <h1>{t('title')}</h1>
        <p className={styles.lead}>
          {t('lead')} {t('timesShownIn', { zone: zoneLabel(timeZone, now) })}
        </p>
        {webinars.length === 0 ? (
          <div className={styles.empty}>
            <h2>{t('emptyTitle')}</h2>
            <p>{t('emptyText')}</p>
            <Link className="button button--secondary" href="/consultants">
              {t('emptyAction')}
            </Link>
          </div>
        ) : (
          <ul className={styles.list} aria-label={t('listLabel')}>
            {webinars.map((webinar) => (
              <li key={webinar.id}>
                <WebinarCard webinar={webinar} timeZone={timeZone} locale={locale} action={actionFor(webinar)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </ClientMessages>
  )
}
