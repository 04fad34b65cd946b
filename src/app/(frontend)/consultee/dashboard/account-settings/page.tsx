import { AccountSettingsPage } from '@/components/account/AccountSettingsPage'
import { accountSettingsUser } from '@/server/account/pageData'
import { ClientMessages } from '@/i18n/ClientMessages'

export default async function ConsulteeAccountSettings() {
  return (
    <ClientMessages namespaces={['auth', 'consentsCenter', 'consultee', 'toasts', 'validation']}>
      <AccountSettingsPage role="USER" user={await accountSettingsUser('USER')} />
    </ClientMessages>
  )
}
