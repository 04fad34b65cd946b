'use client'

import { Button, useAuth, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { INVOICE_ADMIN_TEXTS } from './invoiceTexts'

/** Sidebar of an invoice or credit note in the admin panel: its files, and sending it to the customer again. */
export function InvoiceActions() {
  const { i18n } = useTranslation()
  const text = INVOICE_ADMIN_TEXTS[i18n.language === 'de' ? 'de' : 'en']
  const { user } = useAuth<{ role?: string }>()
  const { id } = useDocumentInfo()
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function send() {
    if (!window.confirm(text.confirmSend)) return
    setBusy(true)
    try {
      const response = await fetch(`/api/invoices/${id}/send`, { method: 'POST', credentials: 'include' })
      const answer = (await response.json().catch(() => ({}))) as { message?: string }
      setMessage(answer.message ?? text.failed)
    } finally {
      setBusy(false)
    }
  }

  if (!id || user?.role !== 'ADMIN') return null
  return (
    <section className="review-actions" aria-labelledby="invoice-actions-title">
      <h3 id="invoice-actions-title">{text.title}</h3>
      <p>{text.final}</p>
      <ul>
        <li>
          <a href={`/api/invoices/${id}/pdf`} download>
            {text.pdf}
          </a>
        </li>
        <li>
          <a href={`/api/invoices/${id}/xml`} download>
            {text.xml}
          </a>
        </li>
      </ul>
      <Button buttonStyle="secondary" disabled={busy} onClick={() => void send()}>
        {text.send}
      </Button>
      {message && <p role="status">{message}</p>}
    </section>
  )
}
