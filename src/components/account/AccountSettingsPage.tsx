import { getTranslations } from 'next-intl/server'

import { ChangePasswordForm } from '../auth/ChangePasswordForm.client'
import { CalendarFeedSection } from './CalendarFeedSection.client'
import { ChangeEmailSection } from './ChangeEmailSection.client'
import { ConsentsCenter } from './ConsentsCenter.client'
import { DeleteAccount } from './DeleteAccount.client'
import { needsCurrentPassword } from '@/domain/auth'
import { usableTimeZone } from '@/domain/time'
import type { User } from '@/payload-types'
import type { AccountSettingsRole } from '@/server/account/pageData'

type Props = { role: AccountSettingsRole; user: User; calendarFeedUrl: string }

/** Account settings of either dashboard for the signed-in `user`. */
export async function AccountSettingsPage({ role, user, calendarFeedUrl }: Props) {
  const t = await getTranslations('auth.accountSettings')
  const privacy = await getTranslations('consentsCenter')
  const calendarFeed = await getTranslations('calendarFeed')
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
        <h2>{calendarFeed('title')}</h2>
        <CalendarFeedSection initialUrl={calendarFeedUrl} />
      </div>
      <div className="account-page__card">
        <h2>{privacy('title')}</h2>
        <ConsentsCenter timeZone={usableTimeZone(user.timezone, new Date())} />
      </div>
      <div className="account-page__card">
        <h2>{privacy('dataTitle')}</h2>
        <DeleteAccount userId={user.id} role={role} />
      </div>
    </section>
  )
}
