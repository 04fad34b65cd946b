'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { callApi } from '../auth/api'
import { useToast } from '../ui/Toasts.client'

type Save<F extends FieldValues> = {
  path: string
  body: unknown
  method?: 'PUT' | 'POST' | 'PATCH'
  setError: UseFormSetError<F>
  /** The form field a server error path belongs to (the request may nest fields differently). */
  fieldOf?: (serverPath: string) => string
  /** Where to go after saving; stay on the page when absent. */
  next?: string
  /** Shown after saving (profile pages). */
  success?: string
}

/** Sends a form to the API: on success moves on, otherwise puts the server's field errors on the form. */
export function useStepSave() {
  const router = useRouter()
  const toast = useToast()
  const t = useTranslations('application')
  return async function save<F extends FieldValues>(options: Save<F>) {
    const { path, body, method = 'PUT', setError, fieldOf, next, success } = options
    const result = await callApi(path, body, method)
    if (result.ok) {
      if (success) toast.success(success)
      if (next) router.push(next)
      router.refresh()
      return true
    }
    for (const error of result.errors) {
      setError((fieldOf ? fieldOf(error.path) : error.path) as Path<F>, { message: error.message })
    }
    toast.error(result.message ?? t('saveFailed'), t('saveFailedTitle'))
    return false
  }
}
