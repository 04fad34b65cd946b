'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useFieldMessage } from '../auth/useFieldMessage'
import { CheckboxField } from '../ui/fields.client'
import type { ConsentType } from '@/domain/consents'
import { uploadConsentTypes, uploadConsents, type UploadContext } from '@/domain/schemas'

/**
 * The unticked boxes an upload of `context` needs before a file may be chosen. `confirm` answers whether
 * all are ticked and, when not, marks the missing ones; `consents` is what the upload then sends.
 */
export function useUploadConsents(context: UploadContext) {
  const types = uploadConsentTypes(context)
  const [ticked, setTicked] = useState<ReadonlySet<ConsentType>>(new Set())
  const [checked, setChecked] = useState(false)
  const toggle = (type: ConsentType, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current)
      if (on) next.add(type)
      else next.delete(type)
      return next
    })
  const confirm = () => {
    setChecked(true)
    return types.every((type) => ticked.has(type))
  }
  return { types, ticked, toggle, confirm, checked, consents: uploadConsents(context) }
}

type Props = Pick<ReturnType<typeof useUploadConsents>, 'types' | 'ticked' | 'toggle' | 'checked'>

export function UploadConsentBoxes({ types, ticked, toggle, checked }: Props) {
  const t = useTranslations('consents')
  const fieldMessage = useFieldMessage()
  return (
    <>
      {types.map((type) => (
        <CheckboxField
          key={type}
          label={t(type)}
          checked={ticked.has(type)}
          onChange={(event) => toggle(type, event.target.checked)}
          error={checked && !ticked.has(type) ? fieldMessage('Consent_required') : undefined}
        />
      ))}
    </>
  )
}
