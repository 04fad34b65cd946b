import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import styles from './page.module.css'
import { landingForUser } from '../(auth)/redirectSignedIn'
import shared from '@/components/application/application.module.css'
import { APPLICATION_SUCCESS_PATH, applicationResumePath } from '@/domain/navigation'
import { getCurrentUser } from '@/server/auth/currentUser'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('application.success')
  return { title: t('title'), description: t('text') }
}

/** Shown once the application is submitted, and whenever the applicant comes back while it is reviewed. */
export default async function ApplicationSuccessPage() {
  const user = await getCurrentUser()
  if (!user) redirect(`/sign-in?redirect=${encodeURIComponent(APPLICATION_SUCCESS_PATH)}`)
  if (user.role !== 'CONSULTANT' || user.profileStatus !== 'APPLICATION_SUBMITTED') {
    redirect(applicationResumePath(user.profileStatus) ?? landingForUser(user))
  }
  const t = await getTranslations('application.success')
  return (
    <section className={`container ${shared.page} ${styles.success}`}>
      <p className={styles.check} aria-hidden="true">
        ✓
      </p>
      <h1>{t('title')}</h1>
      <p className={shared.lead}>{t('text')}</p>
      <ol className={styles.next}>
        <li>{t('next1')}</li>
        <li>{t('next2')}</li>
        <li>{t('next3')}</li>
      </ol>
      <Link href="/" className="button button--primary">
        {t('home')}
      </Link>
    </section>
  )
}
