'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'

import { callApi } from '../auth/api'
import { CheckboxField, TextField } from '../ui/fields.client'
import { SelectField, TextAreaField } from '../ui/choiceFields.client'
import styles from './ContactForm.module.css'
import { CONTACT_LIMITS, CONTACT_TOPICS, contactSchema } from '@/domain/content'

type Input = z.input<typeof contactSchema>
type Values = z.output<typeof contactSchema>

/** The /contact-us form; after sending it shows a confirmation in place of the form. */
export function ContactForm() {
  const t = useTranslations('content.contact')
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError, reset, control } = useForm<Input, unknown, Values>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', message: '', website: '' },
  })
  const message = useWatch({ control, name: 'message' })
  const fieldError = (name: keyof Input) => {
    const key = formState.errors[name]?.message
    return key ? (t.has(`errors.${key}`) ? t(`errors.${key}`) : key) : undefined
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    const result = await callApi<{ message: string }>('/api/contact', values)
    if (result.ok) {
      reset()
      return setSent(true)
    }
    for (const error of result.errors) setError(error.path as keyof Input, { message: error.message })
    if (result.status === 429) return setFailure(t('tooMany', { minutes: Math.ceil((result.retryAfter ?? 60) / 60) }))
    setFailure(result.errors.length ? null : (result.message ?? t('failed')))
  })

  if (sent) {
    return (
      <div className={styles.sent} role="status">
        <h2>{t('sentTitle')}</h2>
        <p>{t('sentText')}</p>
        <button type="button" className="button button--secondary" onClick={() => setSent(false)}>
          {t('sendAnother')}
        </button>
      </div>
    )
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('name')}
        autoComplete="name"
        maxLength={CONTACT_LIMITS.name}
        {...register('name')}
        error={fieldError('name')}
      />
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        {...register('email')}
        error={fieldError('email')}
      />
      <SelectField
        label={t('topic')}
        placeholder={t('topicPlaceholder')}
        options={CONTACT_TOPICS.map((id) => ({ id, label: t(`topics.${id}`) }))}
        {...register('topic')}
        error={fieldError('topic')}
      />
      <TextAreaField
        label={t('message')}
        rows={7}
        maxLength={CONTACT_LIMITS.message}
        count={message?.length ?? 0}
        limit={CONTACT_LIMITS.message}
        {...register('message')}
        error={fieldError('message')}
      />
      {/* The honeypot: hidden from people and screen readers, filled in by form-filling bots. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="contact-website">{t('honeypot')}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <CheckboxField label={t('consent')} {...register('consent')} error={fieldError('consent')} />
      <p className="field__hint">
        <Link href="/privacy-policy">{t('privacyPolicy')}</Link>
      </p>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('sending') : t('submit')}
      </button>
    </form>
  )
}
