'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { Composer } from './Composer.client'
import { messageOr, sendMessage } from './api'
import styles from './AskConsultantForm.module.css'
import { threadPath } from './paths'
import { RequiredDetailsForm } from '@/components/consultee/RequiredDetailsForm.client'
import { useToast } from '@/components/ui/Toasts.client'

type Props = {
  consultantId: number
  userId: number
  name: string
  /** The sign-up names of a consultee who must give their details before a first message; else null. */
  details: { firstName: string; lastName: string } | null
}

/**
 * "Send an inquiry": opens a message box; the first message opens the conversation and shows it. A consultee
 * without their details gives them here first (the page then loads again and the box is open).
 */
export function AskConsultantForm({ consultantId, userId, name, details }: Props) {
  const t = useTranslations('inquiries')
  const detailsText = useTranslations('requiredDetails')
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
    <div className={styles.ask}>
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
          {details ? (
            <RequiredDetailsForm {...details} lead={detailsText('beforeInquiry', { name })} />
          ) : (
            <>
              <p>{t('askLead', { name })}</p>
              <Composer onSend={onSend} autoFocus />
            </>
          )}
        </div>
      )}
    </div>
  )
}
