'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useForm, useWatch } from 'react-hook-form'

import { BusinessTypeField } from '../application/BusinessTypeField.client'
import { useErrorAt } from '../application/useErrorAt'
import { callApi } from '../auth/api'
import { TextField } from '../ui/fields.client'
import { Modal } from '../ui/Modal.client'
import { useToast } from '../ui/Toasts.client'
import {
  taxInfoFormDefaults,
  taxInfoFormSchema,
  taxInfoRequestFromForm,
  vatNumberRequired,
  type TaxInfo,
  type TaxInfoFormInput,
  type TaxInfoFormValues,
} from '@/domain/schemas'

const TAX_INFO_PATH = '/api/consultants/tax-info'

type TaxInfoDialogProps = {
  open: boolean
  onClose: () => void
  /** The stored details (UserInfo.taxInfo); null or nulls when there are none yet. */
  initial: TaxInfo | null
  /** Called with the details as stored after a successful save; the dialog then closes itself. */
  onSaved: (taxInfo: TaxInfo) => void
}

/** The consultant's tax ID, business type and VAT number; saving gives the tax consent shown above the button. */
export function TaxInfoDialog({ open, onClose, initial, onSaved }: TaxInfoDialogProps) {
  const t = useTranslations('taxInfo')
  const common = useTranslations('common')
  return (
    <Modal open={open} onClose={onClose} title={t('title')} closeLabel={common('close')}>
      {/* The modal renders its content only while open, so each opening starts from `initial`. */}
      <TaxInfoForm
        initial={initial}
        onCancel={onClose}
        onSaved={(taxInfo) => {
          onSaved(taxInfo)
          onClose()
        }}
      />
    </Modal>
  )
}

const FORM_FIELDS = ['consultantBusinessType', 'taxIdentificationNumber', 'vatNumber'] as const
type FormField = (typeof FORM_FIELDS)[number]
const isFormField = (path: string): path is FormField => (FORM_FIELDS as readonly string[]).includes(path)

type TaxInfoFormProps = { initial: TaxInfo | null; onCancel: () => void; onSaved: (taxInfo: TaxInfo) => void }

function TaxInfoForm({ initial, onCancel, onSaved }: TaxInfoFormProps) {
  const t = useTranslations('taxInfo')
  const common = useTranslations('common')
  const consents = useTranslations('consents')
  const toasts = useTranslations('toasts')
  const toast = useToast()
  const { register, control, handleSubmit, setError, formState } = useForm<
    TaxInfoFormInput,
    unknown,
    TaxInfoFormValues
  >({
    resolver: zodResolver(taxInfoFormSchema),
    defaultValues: taxInfoFormDefaults(initial),
  })
  const errorAt = useErrorAt(formState.errors)
  const vatRequired = vatNumberRequired(useWatch({ control, name: 'consultantBusinessType' }))
  const marked = (label: string, required: boolean) => `${label} (${required ? t('required') : t('optional')})`

  const submit = handleSubmit(async (values) => {
    // The tax ID is sent as its 11 digits: the schema has dropped spaces and dashes typed with it.
    const result = await callApi<TaxInfo>(TAX_INFO_PATH, taxInfoRequestFromForm(values), 'PUT')
    if (result.ok) {
      toast.success(toasts('taxUpdated'))
      return onSaved(result.data)
    }
    for (const error of result.errors) {
      if (isFormField(error.path)) setError(error.path, { message: error.message })
    }
    if (result.message) toast.error(result.message, toasts('taxUpdateFailed'))
    else toast.error(toasts('taxUpdateFailed'))
  })

  return (
    <form className="entry-form" onSubmit={submit} noValidate>
      <p className="field__hint">{t('intro')}</p>
      <TextField
        label={marked(t('taxIdentificationNumber'), true)}
        hint={t('taxIdentificationNumberHint')}
        inputMode="numeric"
        autoComplete="off"
        required
        {...register('taxIdentificationNumber')}
        error={errorAt('taxIdentificationNumber')}
      />
      <BusinessTypeField
        register={register('consultantBusinessType', { deps: ['vatNumber'] })}
        error={errorAt('consultantBusinessType')}
      />
      <TextField
        label={marked(t('vatNumber'), vatRequired)}
        hint={t('vatNumberHint')}
        autoComplete="off"
        required={vatRequired}
        {...register('vatNumber')}
        error={errorAt('vatNumber')}
      />
      <p className="field__hint">{consents('TAX_ID_CONSENT')}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {common('cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('saving') : common('save')}
        </button>
      </div>
    </form>
  )
}
