import { AccountSettingsPage } from '@/components/account/AccountSettingsPage'
import { accountSettingsFeedUrl, accountSettingsUser } from '@/server/account/pageData'
import { ClientMessages } from '@/i18n/ClientMessages'

export default async function ConsulteeAccountSettings() {
  const user = await accountSettingsUser('USER')
  return (
    <ClientMessages
      namespaces={['auth', 'calendarFeed', 'common', 'consentsCenter', 'consultee', 'toasts', 'validation']}
    >
      <AccountSettingsPage role="USER" user={user} calendarFeedUrl={await accountSettingsFeedUrl(user)} />
    </ClientMessages>
  )
}
