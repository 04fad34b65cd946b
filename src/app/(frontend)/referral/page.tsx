import { getTranslations } from 'next-intl/server'
import { redirect } from 'next/navigation'

import { AuthCard } from '@/components/auth/AuthCard'
import { ReferralLinkField } from '@/components/referrals/ReferralLinkField.client'
import { serverUrl } from '@/server/env'
import { getCurrentUser } from '@/server/auth/currentUser'
import { ClientMessages } from '@/i18n/ClientMessages'

export { noindex as metadata } from '@/app/noindex'

/** 'Refer a friend': the signed-in ACTIVE user's own referral link. */
export default async function ReferralPage() {
  const user = await getCurrentUser()
  if (!user) redirect('/sign-in?redirect=/referral')
  const t = await getTranslations('referral.page')
  const link = user.refCode && user.profileStatus === 'ACTIVE' ? `${serverUrl()}/referral/${user.refCode}` : null
  return (
    <ClientMessages namespaces={['referral']}>
      <AuthCard title={t('title')} lead={t('lead')}>
        {link ? <ReferralLinkField link={link} /> : <p>{t('notActive')}</p>}
        <p>{t('consentNote')}</p>
      </AuthCard>
    </ClientMessages>
  )
}
