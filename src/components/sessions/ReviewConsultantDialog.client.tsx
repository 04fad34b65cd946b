'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'

import { useErrorAt } from '../application/useErrorAt'
import { TextAreaField } from '../ui/choiceFields.client'
import { DialogActions } from '../ui/DialogActions.client'
import { TextField } from '../ui/fields.client'
import { Modal } from '../ui/Modal.client'
import { REVIEW_LIMITS, consultantReviewSchema } from '@/domain/sessions'
import styles from './ReviewConsultantDialog.module.css'
import shared from './sessions.module.css'

type Input = z.input<typeof consultantReviewSchema>
type Values = z.output<typeof consultantReviewSchema>

const STARS = [1, 2, 3, 4, 5] as const

type Props = {
  name: string
  onClose: () => void
  /** Sends the review; resolves true when the server took it. */
  onReview: (values: Values) => Promise<boolean>
}

/** The consultee rates the consultant: 1 to 5 stars, a headline, a public text and a private note. */
export function ReviewConsultantDialog({ name, onClose, onReview }: Props) {
  const t = useTranslations('sessions.reviewConsultantDialog')
  const common = useTranslations('common')
  const { register, control, handleSubmit, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(consultantReviewSchema),
    defaultValues: { reviewHeadlineForConsultant: '', reviewForConsultant: '', privateNoteForConsultant: '' },
  })
  const errorAt = useErrorAt(formState.errors)
  const rating = Number(useWatch({ control, name: 'ratingForConsultant' }) ?? 0)
  const review = useWatch({ control, name: 'reviewForConsultant' }) ?? ''
  const note = useWatch({ control, name: 'privateNoteForConsultant' }) ?? ''
  const ratingError = errorAt('ratingForConsultant')

  const submit = handleSubmit(async (values) => {
    if (await onReview(values)) onClose()
  })

  return (
    <Modal open onClose={onClose} title={t('title', { name })} closeLabel={common('close')}>
      <form className="entry-form session-form" onSubmit={submit} noValidate>
        <fieldset
          className={shared.choiceGroup}
          aria-invalid={ratingError ? true : undefined}
          aria-describedby={ratingError ? 'session-stars-error' : undefined}
        >
          <legend>{t('rating')}</legend>
          <div className={styles.options}>
            {STARS.map((count) => (
              <label key={count} className={styles.star} data-filled={count <= rating || undefined}>
                <input type="radio" value={count} className={styles.input} {...register('ratingForConsultant')} />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{t('stars', { count })}</span>
              </label>
            ))}
          </div>
          {ratingError && (
            <p id="session-stars-error" className="field__error" role="alert">
              {ratingError}
            </p>
          )}
        </fieldset>
        <TextField
          label={t('headline')}
          maxLength={REVIEW_LIMITS.headline}
          required
          {...register('reviewHeadlineForConsultant')}
          error={errorAt('reviewHeadlineForConsultant')}
        />
        <TextAreaField
          label={t('review')}
          maxLength={REVIEW_LIMITS.review}
          count={review.length}
          limit={REVIEW_LIMITS.review}
          {...register('reviewForConsultant')}
          error={errorAt('reviewForConsultant')}
        />
        <TextAreaField
          label={t('privateNote')}
          rows={3}
          maxLength={REVIEW_LIMITS.privateNote}
          count={note.length}
          limit={REVIEW_LIMITS.privateNote}
          {...register('privateNoteForConsultant')}
          error={errorAt('privateNoteForConsultant')}
        />
        <DialogActions onCancel={onClose} busy={formState.isSubmitting} submitLabel={t('submit')} />
      </form>
    </Modal>
  )
}
