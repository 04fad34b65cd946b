'use client'

import { useTranslations } from 'next-intl'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { PasswordField } from '../ui/fields.client'

type Props = {
  newPassword: UseFormRegisterReturn
  confirmPassword: UseFormRegisterReturn
  errors: { newPassword?: string; confirmPassword?: string }
}

/** New password and its confirmation, as the reset and change-password forms ask for them. */
export function NewPasswordFields({ newPassword, confirmPassword, errors }: Props) {
  const t = useTranslations('auth.changePassword')
  return (
    <>
      <PasswordField label={t('newPassword')} autoComplete="new-password" {...newPassword} error={errors.newPassword} />
      <PasswordField
        label={t('confirmPassword')}
        autoComplete="new-password"
        {...confirmPassword}
        error={errors.confirmPassword}
      />
    </>
  )
}
