import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getLocale, getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'
import { cache } from 'react'

import { notFoundMetadata } from '@/app/notFoundMetadata'
import { publicPageMetadata } from '@/app/pageMetadata'
import { PublicProfileView } from '@/components/consultants/PublicProfileView'
import { resolveLocale } from '@/domain/locale'
import { getCurrentUser } from '@/server/auth/currentUser'
import { profilePageData } from '@/server/consultants/profilePageData'
import { findPublicProfile } from '@/server/consultants/publicProfile'
import { ClientMessages } from '@/i18n/ClientMessages'

type Props = { params: Promise<{ id: string }> }

const load = cache(async (id: string) =>
  findPublicProfile(await getPayload({ config }), decodeURIComponent(id), await getCurrentUser()),
)

/** 'First Last – Tagline'; shared with the consultant's picture when there is one, else the site image. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load((await params).id)
  if (!found) return notFoundMetadata()
  const { name, profile } = found
  const [locale, t] = await Promise.all([getLocale(), getTranslations('profile')])
  const fullName = `${name.firstName} ${name.lastName}`
  const tagline = profile.tagline?.trim().replace(/[.!?…]+$/, '')
  const offer = t('metaDescription', { name: fullName })
  return {
    ...publicPageMetadata({
      title: tagline ? `${fullName} – ${tagline}` : fullName,
      description: tagline ? `${tagline}. ${offer}` : offer,
      path: `/consultants/${profile.consultantShortId}`,
      locale: resolveLocale(locale, null),
      image: found.imageUrl,
      type: 'profile',
    }),
    robots: found.preview ? { index: false } : undefined,
  }
}

/** A consultant's public profile (its owner also sees it before approval, marked as a preview). */
export default async function ConsultantPage({ params }: Props) {
  const found = await load((await params).id)
  if (!found) notFound()
  const [viewer, requested, payload] = await Promise.all([getCurrentUser(), getLocale(), getPayload({ config })])
  const locale = resolveLocale(requested, null)
  const data = await profilePageData(payload, found, viewer, locale, new Date())
  return (
    <ClientMessages
      namespaces={[
        'application',
        'auth',
        'consultee',
        'consulteeProfile',
        'inquiries',
        'requiredDetails',
        'validation',
      ]}
    >
      <PublicProfileView
        {...found}
        {...data}
        locale={locale}
        viewer={
          viewer
            ? {
                id: viewer.id,
                role: viewer.role,
                profileStatus: viewer.profileStatus,
                firstName: viewer.firstName,
                lastName: viewer.lastName,
              }
            : null
        }
      />
    </ClientMessages>
  )
}
