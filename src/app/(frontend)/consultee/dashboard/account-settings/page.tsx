import { AccountSettingsPage } from '@/components/account/AccountSettingsPage'
import { accountSettingsUser } from '@/server/account/pageData'

export default async function ConsulteeAccountSettings() {
  return <AccountSettingsPage role="USER" user={await accountSettingsUser('USER')} />
}
