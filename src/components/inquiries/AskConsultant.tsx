import { getTranslations } from 'next-intl/server'

import { AskConsultantForm } from './AskConsultantFormLazy.client'
import type { User } from '@/payload-types'

export type AskingViewer = Pick<User, 'id' | 'role' | 'profileStatus' | 'firstName' | 'lastName'>

/**
 * On a consultant's public profile: a consultee asks a question; a visitor is asked to log in first, and a
 * consultee who has not given their details yet is asked for them in the same place before the first message.
 */
export async function AskConsultant({
  viewer,
  consultantId,
  name,
  profilePath,
}: {
  viewer: AskingViewer | null
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
  const needsDetails = viewer.profileStatus === 'DATA_NOT_SUBMITTED'
  return (
    <AskConsultantForm
      consultantId={consultantId}
      userId={viewer.id}
      name={name}
      details={needsDetails ? { firstName: viewer.firstName ?? '', lastName: viewer.lastName ?? '' } : null}
    />
  )
}
