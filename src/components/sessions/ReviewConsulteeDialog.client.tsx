'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'

import { useErrorAt } from '../application/useErrorAt'
import { SelectField, TextAreaField } from '../ui/choiceFields.client'
import { DialogActions } from '../ui/DialogActions.client'
import { CheckboxField } from '../ui/fields.client'
import { Modal } from '../ui/Modal.client'
import { ENGLISH_LEVELS, REVIEW_LIMITS, consulteeReviewSchema } from '@/domain/sessions'

type Input = z.input<typeof consulteeReviewSchema>
type Values = z.output<typeof consulteeReviewSchema>

type Props = {
  name: string
  onClose: () => void
  /** Sends the assessment; resolves true when the server took it. */
  onReview: (values: Values) => Promise<boolean>
}

/** The consultant assesses the consultee for employers: recommendation, English level, strengths, weaknesses. */
export function ReviewConsulteeDialog({ name, onClose, onReview }: Props) {
  const t = useTranslations('sessions.reviewConsulteeDialog')
  const common = useTranslations('common')
  const { register, control, handleSubmit, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(consulteeReviewSchema),
    defaultValues: { recommendToEmployerForUser: false, positiveCapabilityForUser: '', negativePointsForUser: '' },
  })
  const errorAt = useErrorAt(formState.errors)
  const positive = useWatch({ control, name: 'positiveCapabilityForUser' }) ?? ''
  const negative = useWatch({ control, name: 'negativePointsForUser' }) ?? ''

  const submit = handleSubmit(async (values) => {
    if (await onReview(values)) onClose()
  })

  return (
    <Modal open onClose={onClose} title={t('title', { name })} closeLabel={common('close')}>
      <form className="entry-form session-form" onSubmit={submit} noValidate>
        <CheckboxField
          label={t('recommend', { name })}
          {...register('recommendToEmployerForUser')}
          error={errorAt('recommendToEmployerForUser')}
        />
        <SelectField
          label={t('englishSkills')}
          placeholder={t('englishPlaceholder')}
          options={ENGLISH_LEVELS.map((level) => ({ id: level, label: t(`english.${level}`) }))}
          required
          {...register('englishSkillsForUser', { setValueAs: (value: string) => value || undefined })}
          error={errorAt('englishSkillsForUser')}
        />
        <TextAreaField
          label={t('positive')}
          rows={3}
          maxLength={REVIEW_LIMITS.capability}
          count={positive.length}
          limit={REVIEW_LIMITS.capability}
          {...register('positiveCapabilityForUser')}
          error={errorAt('positiveCapabilityForUser')}
        />
        <TextAreaField
          label={t('negative')}
          rows={3}
          maxLength={REVIEW_LIMITS.capability}
          count={negative.length}
          limit={REVIEW_LIMITS.capability}
          {...register('negativePointsForUser')}
          error={errorAt('negativePointsForUser')}
        />
        <DialogActions onCancel={onClose} busy={formState.isSubmitting} submitLabel={t('submit')} />
      </form>
    </Modal>
  )
}
