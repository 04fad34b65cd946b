import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getLocale, getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { landingForUser } from '../../../../(auth)/redirectSignedIn'
import { ProfileSectionForm } from '@/components/application/ProfileSectionForm'
import styles from '@/components/ui/profilePage.module.css'
import { PillNav } from '@/components/ui/PillNav'
import { resolveLocale } from '@/domain/locale'
import { CONSULTANT_PROFILE_PAGES, isConsultantProfilePage } from '@/domain/navigation'
import { getCurrentUser } from '@/server/auth/currentUser'
import { loadApplication } from '@/server/consultants/loadApplication'
import { profileSectionData } from '@/server/consultants/pageData'
import { ClientMessages } from '@/i18n/ClientMessages'

type Props = { params: Promise<{ section: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { section } = await params
  if (!isConsultantProfilePage(section)) return {}
  return { title: (await getTranslations('profilePages'))(section) }
}

/** One page of an approved consultant's profile: the application's form with a Cancel / Save changes bar. */
export default async function ConsultantProfilePage({ params }: Props) {
  const { section } = await params
  if (!isConsultantProfilePage(section)) notFound()
  const path = `/consultant/dashboard/profile/${section}`
  const user = await getCurrentUser()
  if (!user) redirect(`/sign-in?redirect=${encodeURIComponent(path)}`)
  if (user.role !== 'CONSULTANT' || user.profileStatus !== 'ACTIVE') redirect(landingForUser(user))
  const payload = await getPayload({ config })
  const locale = resolveLocale(await getLocale(), null)
  const [state, data] = await Promise.all([
    loadApplication(payload, user.id),
    profileSectionData(payload, section, user.id, locale),
  ])
  const t = await getTranslations('profilePages')

  return (
    <ClientMessages
      namespaces={['application', 'auth', 'common', 'consents', 'taxInfo', 'toasts', 'uploads', 'validation']}
    >
      <section className={`container ${styles.page}`}>
        <h1>{t('title')}</h1>
        <PillNav
          className={styles.tabs}
          label={t('navigation')}
          pills={CONSULTANT_PROFILE_PAGES.map((page) => ({
            key: page,
            label: t(page),
            href: `/consultant/dashboard/profile/${page}`,
            current: page === section,
          }))}
        />
        <h2>{t(section)}</h2>
        <ProfileSectionForm data={data} state={state} locale={locale} />
      </section>
    </ClientMessages>
  )
}
