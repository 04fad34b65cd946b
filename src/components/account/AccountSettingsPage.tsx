import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { ChangePasswordForm } from '../auth/ChangePasswordForm.client'
import { ChangeEmailSection } from './ChangeEmailSection.client'
import { ConsentsCenter } from './ConsentsCenter.client'
import { DeleteAccount } from './DeleteAccount.client'
import { getCurrentUser } from '@/server/auth/currentUser'
import { needsCurrentPassword } from '@/domain/auth'

const paths = {
  USER: '/consultee/dashboard/account-settings',
  CONSULTANT: '/consultant/dashboard/account-settings',
} as const

/** Account settings of either dashboard; open to every profile status (spec §2). */
export async function AccountSettingsPage({ role }: { role: keyof typeof paths }) {
  const user = await getCurrentUser()
  if (!user) redirect(`/sign-in?redirect=${encodeURIComponent(paths[role])}`)
  if (user.role !== role && (user.role === 'USER' || user.role === 'CONSULTANT')) redirect(paths[user.role])
  const t = await getTranslations('auth.accountSettings')
  const privacy = await getTranslations('consentsCenter')
  return (
    <section className="container account-page">
      <h1>{t('title')}</h1>
      <p className="account-page__email">{t('signedInAs', { email: user.email })}</p>
      <div className="account-page__card">
        <h2>{t('changeEmailTitle')}</h2>
        <ChangeEmailSection currentEmail={user.email} passwordRequired={needsCurrentPassword(user)} />
      </div>
      <div className="account-page__card">
        <h2>{t('changePasswordTitle')}</h2>
        <ChangePasswordForm />
      </div>
      <div className="account-page__card">
        <h2>{privacy('title')}</h2>
        <ConsentsCenter />
      </div>
      <div className="account-page__card">
        <h2>{privacy('dataTitle')}</h2>
        <DeleteAccount userId={user.id} role={role} />
      </div>
    </section>
  )
}
