'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { Composer } from './Composer.client'
import { messageOr, sendMessage } from './api'
import { threadPath } from './paths'
import { useToast } from '@/components/ui/Toasts.client'

type Props = { consultantId: number; userId: number; name: string }

/** "Send an inquiry": opens a message box; the first message opens the conversation and shows it. */
export function AskConsultantForm({ consultantId, userId, name }: Props) {
  const t = useTranslations('inquiries')
  const toast = useToast()
  const router = useRouter()
  const panelId = useId()
  const [open, setOpen] = useState(false)

  async function onSend(text: string): Promise<boolean> {
    try {
      const sent = await sendMessage({ role: 'USER', message: text, userId, consultantId })
      toast.success(t('sentTo'))
      router.push(threadPath('USER', sent.conversationId))
      return true
    } catch (error) {
      toast.error(messageOr(error, t('sendFailed')))
      return false
    }
  }

  return (
    <div className="inquiry-ask">
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        {t('ask')}
      </button>
      {open && (
        <div id={panelId} role="region" aria-label={t('askTitle', { name })}>
          <h2>{t('askTitle', { name })}</h2>
          <p>{t('askLead', { name })}</p>
          <Composer onSend={onSend} autoFocus />
        </div>
      )}
    </div>
  )
}
