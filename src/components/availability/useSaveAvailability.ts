'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { callApi } from '../auth/api'
import { useToast } from '../ui/Toasts.client'
import { saveBody } from './weekModel'
import type { Availability } from '@/domain/scheduling'

type Saved = { availability: { timezone: string; weekly: Availability['weekly']; days: Availability['overrides'] } }

/** Sends the editor's availability to POST /api/availability/add; answers what the server stored, or null. */
export function useSaveAvailability(consultantId: number) {
  const t = useTranslations('availabilityEditor')
  const toast = useToast()
  const [saving, setSaving] = useState(false)

  async function save(current: Availability, saved: Availability, today: string): Promise<Availability | null> {
    setSaving(true)
    try {
      const availability = saveBody(current, saved, today)
      const result = await callApi<Saved>('/api/availability/add', { consultantId, availability })
      if (result.ok) {
        toast.success(t('saved'))
        const stored = result.data.availability
        return { timezone: stored.timezone, weekly: stored.weekly, overrides: stored.days }
      }
      const detail = result.status === 401 ? t('notAuthenticated') : (result.errors[0]?.message ?? result.message)
      if (detail) toast.error(detail, t('saveFailed'))
      else toast.error(t('saveFailed'))
      return null
    } finally {
      setSaving(false)
    }
  }

  return { save, saving }
}
