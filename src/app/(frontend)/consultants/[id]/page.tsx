import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getLocale } from 'next-intl/server'
import { getPayload } from 'payload'
import { cache } from 'react'

import { PublicProfileView } from '@/components/consultants/PublicProfileView'
import { resolveLocale } from '@/domain/locale'
import { getCurrentUser } from '@/server/auth/currentUser'
import { findPublicProfile } from '@/server/consultants/publicProfile'

type Props = { params: Promise<{ id: string }> }

const load = cache(async (id: string) =>
  findPublicProfile(await getPayload({ config }), decodeURIComponent(id), await getCurrentUser()),
)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load((await params).id)
  if (!found) return {}
  const { name, profile } = found
  return {
    title: `${name.firstName} ${name.lastName}`,
    description: profile.tagline ?? undefined,
    robots: found.preview ? { index: false } : undefined,
    alternates: { canonical: `/consultants/${found.profile.consultantShortId}` },
    openGraph: {
      title: `${name.firstName} ${name.lastName}`,
      description: profile.tagline ?? undefined,
      images: found.imageUrl ? [found.imageUrl] : undefined,
      type: 'profile',
    },
  }
}

/** A consultant's public profile (its owner also sees it before approval, marked as a preview). */
export default async function ConsultantPage({ params }: Props) {
  const found = await load((await params).id)
  if (!found) notFound()
  const viewer = await getCurrentUser()
  return (
    <PublicProfileView {...found} locale={resolveLocale(await getLocale(), null)} viewerRole={viewer?.role ?? null} />
  )
}
