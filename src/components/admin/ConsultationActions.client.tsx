'use client'

import { Button, useAuth, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { CONSULTATION_ADMIN_TEXTS } from './consultationTexts'

const REFUNDABLE = ['captured', 'partially_refunded']

/** Sidebar of a consultation in the admin panel: refund the payment, resolve a reported issue. */
export function ConsultationActions() {
  const { i18n } = useTranslation()
  const text = CONSULTATION_ADMIN_TEXTS[i18n.language === 'de' ? 'de' : 'en']
  const { user } = useAuth<{ role?: string }>()
  const { id } = useDocumentInfo()
  const router = useRouter()
  const status = useFormFields(([fields]) => fields.status?.value) as string | undefined
  const paymentStatus = useFormFields(([fields]) => fields['payment.status']?.value) as string | undefined
  const intentId = useFormFields(([fields]) => fields['payment.paymentIntentId']?.value) as string | undefined
  const issueType = useFormFields(([fields]) => fields['issue.type']?.value) as string | undefined
  const resolvedAt = useFormFields(([fields]) => fields['issue.resolvedAt']?.value) as string | undefined
  const [amount, setAmount] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function post(path: string, body: Record<string, unknown>, done: string) {
    setBusy(true)
    try {
      const response = await fetch(`/api/consultations/admin/${path}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ consultationId: Number(id), ...body }),
      })
      const answer = (await response.json().catch(() => ({}))) as { message?: string }
      setMessage(response.ok ? done : (answer.message ?? text.failed))
      if (response.ok) router.refresh()
    } finally {
      setBusy(false)
    }
  }

  function refund() {
    if (!window.confirm(text.confirmRefund)) return
    const cents = amount.trim() ? Math.round(Number(amount.replace(',', '.')) * 100) : undefined
    void post('refund', cents ? { amountCents: cents } : {}, text.refunded)
  }

  if (!id || user?.role !== 'ADMIN') return null
  const issueOpen = status === 'PAST_ISSUE_REPORTED' && !resolvedAt
  return (
    <section className="review-actions" aria-labelledby="consultation-actions-title">
      <h3 id="consultation-actions-title">{text.title}</h3>
      <p>
        {text.payment}:{' '}
        <strong data-testid="payment-status">{intentId ? (paymentStatus ?? '–') : text.noPayment}</strong>
      </p>
      {intentId && REFUNDABLE.includes(paymentStatus ?? '') && (
        <div className="review-actions__buttons">
          <label>
            {text.amount}
            <input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
          </label>
          <Button buttonStyle="secondary" disabled={busy} onClick={refund}>
            {amount.trim() ? text.refund : text.refundAll}
          </Button>
        </div>
      )}
      {issueType && (
        <p>
          {text.issue}: <strong>{issueType}</strong> {resolvedAt ? `· ${text.resolved}` : ''}
        </p>
      )}
      {issueOpen && (
        <div className="review-actions__buttons">
          <Button
            disabled={busy}
            onClick={() => void post('resolve-issue', { resolution: 'COMPLETED' }, text.resolvedDone)}
          >
            {text.resolveCompleted}
          </Button>
          <Button
            buttonStyle="secondary"
            disabled={busy}
            onClick={() => void post('resolve-issue', { resolution: 'REFUNDED' }, text.resolvedDone)}
          >
            {text.resolveRefunded}
          </Button>
        </div>
      )}
      {message && <p role="status">{message}</p>}
    </section>
  )
}
