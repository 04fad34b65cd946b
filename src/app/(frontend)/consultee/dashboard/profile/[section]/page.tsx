import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getLocale, getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { landingForUser } from '../../../../(auth)/redirectSignedIn'
import { ConsulteeProfileSection } from '@/components/consultee/ConsulteeProfileSection'
import styles from '@/components/ui/profilePage.module.css'
import { PillNav } from '@/components/ui/PillNav'
import {
  CONSULTEE_PROFILE_BASE,
  CONSULTEE_PROFILE_PAGES,
  canOpenConsulteeProfilePage,
  isConsulteeProfilePage,
} from '@/domain/consultee/profilePages'
import { resolveLocale } from '@/domain/locale'
import { getCurrentUser } from '@/server/auth/currentUser'
import { consulteeDataOf } from '@/server/consultees/consulteeData'
import { consulteeSectionData } from '@/server/consultees/pageData'
import { findConsulteeProfile } from '@/server/consultees/profileStore'
import { ClientMessages } from '@/i18n/ClientMessages'

type Props = { params: Promise<{ section: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { section } = await params
  if (!isConsulteeProfilePage(section)) return {}
  return { title: (await getTranslations('consulteeProfile.pages'))(section) }
}

/** One page of the consultee's profile; a consultee who has not submitted their data completes it here first. */
export default async function ConsulteeProfilePage({ params }: Props) {
  const { section } = await params
  if (!isConsulteeProfilePage(section)) notFound()
  const path = `${CONSULTEE_PROFILE_BASE}/${section}`
  const user = await getCurrentUser()
  if (!user) redirect(`/sign-in?redirect=${encodeURIComponent(path)}`)
  if (user.role !== 'USER') redirect(landingForUser(user))
  if (!canOpenConsulteeProfilePage(section, user.profileStatus))
    redirect(`${CONSULTEE_PROFILE_BASE}/personal-information`)
  const payload = await getPayload({ config })
  const locale = resolveLocale(await getLocale(), null)
  const [profile, form] = await Promise.all([
    findConsulteeProfile({ payload }, user.id),
    consulteeSectionData(payload, section, locale),
  ])
  const data = consulteeDataOf(user, profile)
  const t = await getTranslations('consulteeProfile')
  const pending = user.profileStatus !== 'ACTIVE'

  return (
    <ClientMessages
      namespaces={[
        'application',
        'auth',
        'common',
        'consents',
        'consultee',
        'consulteeOnboarding',
        'consulteeProfile',
        'uploads',
        'validation',
      ]}
    >
      <section className={`container ${styles.page}`}>
        <h1>{pending ? t('completeTitle') : t('title')}</h1>
        <PillNav
          className={styles.tabs}
          label={t('navigation')}
          pills={CONSULTEE_PROFILE_PAGES.map((page) => ({
            key: page,
            label: t(`pages.${page}`),
            href: `${CONSULTEE_PROFILE_BASE}/${page}`,
            current: page === section,
            lockedHint: canOpenConsulteeProfilePage(page, user.profileStatus) ? undefined : t('lockedHint'),
          }))}
        />
        <h2>{t(`pages.${section}`)}</h2>
        <ConsulteeProfileSection form={form} data={data} locale={locale} />
      </section>
    </ClientMessages>
  )
}
