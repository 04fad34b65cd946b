import { getTranslations } from 'next-intl/server'

import { AskConsultantForm } from './AskConsultantForm.client'
import type { User } from '@/payload-types'
import '@/app/(frontend)/inquiries.css'

/** On a consultant's public profile: a consultee asks a question; a visitor is asked to log in first. */
export async function AskConsultant({
  viewer,
  consultantId,
  name,
  profilePath,
}: {
  viewer: Pick<User, 'id' | 'role'> | null
  consultantId: number
  name: string
  profilePath: string
}) {
  const t = await getTranslations('inquiries')
  if (!viewer) {
    return (
      <a className="button button--secondary" href={`/sign-in?redirect=${encodeURIComponent(profilePath)}`}>
        {t('signInToAsk')}
      </a>
    )
  }
  if (viewer.role !== 'USER' || viewer.id === consultantId) return null
  return <AskConsultantForm consultantId={consultantId} userId={viewer.id} name={name} />
}
