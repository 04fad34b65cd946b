'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { callApi } from '../auth/api'
import { useToast } from '../ui/Toasts.client'
import type { SchedulingRules, SessionInTimeOff, TimeOff } from '@/domain/scheduling'

/** What every settings endpoint answers: the rules, the time off and the sessions booked inside it. */
export type SchedulingSettings = { rules: SchedulingRules; timeOff: TimeOff[]; sessionsInTimeOff: SessionInTimeOff[] }

type FieldErrors = Record<string, string>

/**
 * Posts one settings change; on success hands the new settings to `onSaved` and toasts `savedKey`, on a
 * refusal answers the field errors by path (the toast says what failed).
 */
export function useSettingsCall(onSaved: (settings: SchedulingSettings) => void) {
  const t = useTranslations('availabilityEditor')
  const toast = useToast()
  const [busy, setBusy] = useState(false)

  async function send(
    path: string,
    body: Record<string, unknown>,
    messages: { saved: 'rulesSaved' | 'timeOffAdded' | 'timeOffRemoved'; failed: 'rulesFailed' | 'timeOffFailed' },
  ): Promise<FieldErrors> {
    setBusy(true)
    try {
      const result = await callApi<SchedulingSettings>(path, body)
      if (result.ok) {
        onSaved(result.data)
        toast.success(t(messages.saved))
        return {}
      }
      const errors = Object.fromEntries(result.errors.map((error) => [error.path, error.message]))
      const detail = result.status === 401 ? t('notAuthenticated') : (result.errors[0]?.message ?? result.message)
      toast.error(detail ?? t(messages.failed), detail ? t(messages.failed) : undefined)
      return errors
    } finally {
      setBusy(false)
    }
  }

  return { send, busy }
}
