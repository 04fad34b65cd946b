import { AccountSettingsPage } from '@/components/account/AccountSettingsPage'

export default function ConsulteeAccountSettings() {
  return <AccountSettingsPage role="USER" />
}
