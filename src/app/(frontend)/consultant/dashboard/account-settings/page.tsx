import { AccountSettingsPage } from '@/components/account/AccountSettingsPage'
import { accountSettingsFeedUrl, accountSettingsUser } from '@/server/account/pageData'
import { ClientMessages } from '@/i18n/ClientMessages'

export default async function ConsultantAccountSettings() {
  const user = await accountSettingsUser('CONSULTANT')
  return (
    <ClientMessages
      namespaces={['auth', 'calendarFeed', 'common', 'consentsCenter', 'consultee', 'toasts', 'validation']}
    >
      <AccountSettingsPage role="CONSULTANT" user={user} calendarFeedUrl={await accountSettingsFeedUrl(user)} />
    </ClientMessages>
  )
}
