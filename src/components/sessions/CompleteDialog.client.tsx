'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'

import { useErrorAt } from '../application/useErrorAt'
import { SelectField, TextAreaField } from '../ui/choiceFields.client'
import { DialogActions } from '../ui/DialogActions.client'
import { Modal } from '../ui/Modal.client'
import { COMPLETION_SUBMISSIONS } from '@/domain/status'
import { ISSUE_TYPES, REVIEW_LIMITS, completionSchema } from '@/domain/sessions'
import styles from './CompleteDialog.module.css'
import shared from './sessions.module.css'

type Input = z.input<typeof completionSchema>
type Values = z.output<typeof completionSchema>

type Props = {
  onClose: () => void
  /** Sends the completion; resolves true when the server took it. */
  onComplete: (values: Values) => Promise<boolean>
  /** The consultee chose to give feedback: the review form takes over. */
  onFeedback: () => void
}

/** The consultee closes a session: it took place, something went wrong (type and description), or feedback. */
export function CompleteDialog({ onClose, onComplete, onFeedback }: Props) {
  const t = useTranslations('sessions.completeDialog')
  const common = useTranslations('common')
  const { register, control, handleSubmit, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(completionSchema),
    defaultValues: { status: 'CONFIRMED', issueType: undefined, issueDescription: '' },
  })
  const errorAt = useErrorAt(formState.errors)
  const status = useWatch({ control, name: 'status' })
  const description = useWatch({ control, name: 'issueDescription' }) ?? ''

  const submit = handleSubmit(async (values) => {
    if (values.status === 'FEEDBACK_GIVEN') return onFeedback()
    if (await onComplete(values)) onClose()
  })

  return (
    <Modal open onClose={onClose} title={t('title')} closeLabel={common('close')}>
      <form className="entry-form session-form" onSubmit={submit} noValidate>
        <fieldset className={shared.choiceGroup}>
          <legend>{t('legend')}</legend>
          {COMPLETION_SUBMISSIONS.map((choice) => (
            <label key={choice} className={styles.choice}>
              <input type="radio" value={choice} {...register('status')} />
              <span>{t(choice)}</span>
            </label>
          ))}
        </fieldset>
        {status === 'PAST_ISSUE_REPORTED' && (
          <>
            <SelectField
              label={t('issueType')}
              placeholder={t('issueTypePlaceholder')}
              options={ISSUE_TYPES.map((type) => ({ id: type, label: t(`issueTypes.${type}`) }))}
              required
              {...register('issueType', { setValueAs: (value: string) => value || undefined })}
              error={errorAt('issueType')}
            />
            <TextAreaField
              label={t('issueDescription')}
              maxLength={REVIEW_LIMITS.issueDescription}
              count={description.length}
              limit={REVIEW_LIMITS.issueDescription}
              required
              {...register('issueDescription')}
              error={errorAt('issueDescription')}
            />
          </>
        )}
        <DialogActions
          onCancel={onClose}
          busy={formState.isSubmitting}
          submitLabel={status === 'FEEDBACK_GIVEN' ? t('next') : t('submit')}
        />
      </form>
    </Modal>
  )
}
