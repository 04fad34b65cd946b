import { AccountSettingsPage } from '@/components/account/AccountSettingsPage'
import { accountSettingsUser } from '@/server/account/pageData'

export default async function ConsultantAccountSettings() {
  return <AccountSettingsPage role="CONSULTANT" user={await accountSettingsUser('CONSULTANT')} />
}
