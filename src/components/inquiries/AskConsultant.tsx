import { getTranslations } from 'next-intl/server'

import { AskConsultantForm } from './AskConsultantForm.client'
import { getCurrentUser } from '@/server/auth/currentUser'
import '@/app/(frontend)/inquiries.css'

/** On a consultant's public profile: a consultee asks a question; a visitor is asked to log in first. */
export async function AskConsultant({
  consultantId,
  name,
  profilePath,
}: {
  consultantId: number
  name: string
  profilePath: string
}) {
  const [viewer, t] = await Promise.all([getCurrentUser(), getTranslations('inquiries')])
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
