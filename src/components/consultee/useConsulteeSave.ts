'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { callApi } from '../auth/api'
import { useToast } from '../ui/Toasts.client'
import type { ConsulteeData } from '@/server/consultees/consulteeData'

type Save<F extends FieldValues> = {
  body: unknown
  setError?: UseFormSetError<F>
  /** The form field a server error path belongs to (the request may nest fields differently). */
  fieldOf?: (serverPath: string) => string
  /** POST submit-data (first submission) instead of PATCH update. */
  submit?: boolean
  /** No success toast (e.g. a step of the onboarding, which moves on instead). */
  quiet?: boolean
}

/**
 * Sends the consultee's own data: the server's message on success ('Data updated successfully!'), the server's
 * message or the spec's fallback on failure, and the field errors onto the form. Answers the saved data or null.
 */
export function useConsulteeSave() {
  const router = useRouter()
  const toast = useToast()
  const t = useTranslations('consultee.errors')
  return async function save<F extends FieldValues>(options: Save<F>): Promise<ConsulteeData | null> {
    const { body, setError, fieldOf, submit = false, quiet = false } = options
    const result = await callApi<ConsulteeData & { message?: string }>(
      submit ? '/api/consultees/submit-data' : '/api/consultees/update',
      body,
      submit ? 'POST' : 'PATCH',
    )
    if (result.ok) {
      if (!quiet && result.data.message) toast.success(result.data.message)
      router.refresh()
      return result.data
    }
    for (const error of result.errors) {
      setError?.((fieldOf ? fieldOf(error.path) : error.path) as Path<F>, { message: error.message })
    }
    toast.error(result.message ?? t(submit ? 'submitFailed' : 'updateFailed'))
    return null
  }
}
