import { getTranslations } from 'next-intl/server'
import { redirect } from 'next/navigation'

import { serverUrl } from '@/server/env'
import { getCurrentUser } from '@/server/auth/currentUser'

export { noindex as metadata } from '@/app/noindex'

/** 'Refer a friend': the signed-in ACTIVE user's own referral link. */
export default async function ReferralPage() {
  const user = await getCurrentUser()
  if (!user) redirect('/sign-in?redirect=/referral')
  const t = await getTranslations('referral.page')
  const link = user.refCode && user.profileStatus === 'ACTIVE' ? `${serverUrl()}/referral/${user.refCode}` : null
  return (
    <main className="page page--narrow">
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      {link ? (
        <p>
          <label htmlFor="referral-link">{t('yourLink')}</label>
          <input id="referral-link" className="input" readOnly value={link} />
        </p>
      ) : (
        <p>{t('notActive')}</p>
      )}
      <p>{t('consentNote')}</p>
    </main>
  )
}
