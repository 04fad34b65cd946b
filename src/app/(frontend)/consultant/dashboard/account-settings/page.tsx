import { AccountSettingsPage } from '@/components/account/AccountSettingsPage'

export default function ConsultantAccountSettings() {
  return <AccountSettingsPage role="CONSULTANT" />
}
