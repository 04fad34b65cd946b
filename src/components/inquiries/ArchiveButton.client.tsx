'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { messageOr, updateArchiveStatus } from './api'
import { useToast } from '@/components/ui/Toasts.client'

type Props = {
  conversationId: number
  archived: boolean
  onChanged: (archived: boolean) => void
  className?: string
}

/** Archives a conversation for the viewer, or moves it back to the active list. */
export function ArchiveButton({ conversationId, archived, onChanged, className }: Props) {
  const t = useTranslations('inquiries')
  const toast = useToast()
  const [busy, setBusy] = useState(false)

  async function toggle() {
    setBusy(true)
    try {
      await updateArchiveStatus(conversationId, archived ? 'ACTIVE' : 'ARCHIVED')
      toast.success(archived ? t('unarchivedToast') : t('archivedToast'))
      onChanged(!archived)
    } catch (error) {
      toast.error(messageOr(error, t('archiveFailed')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className={`button button--secondary ${className ?? ''}`}
      onClick={toggle}
      disabled={busy}
      aria-busy={busy}
    >
      {archived ? t('unarchive') : t('archive')}
    </button>
  )
}
