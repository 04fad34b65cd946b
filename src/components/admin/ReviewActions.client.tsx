'use client'

import { Button, useAuth, useFormFields, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { REVIEW_TEXTS } from './reviewTexts'

type Applicant = { profileStatus: string; imageUrl?: string | null; email: string }
type Document = { key: string; fileName: string }

const idOf = (value: unknown) => (typeof value === 'object' && value ? (value as { id: number }).id : value) as number

/** Sidebar of a consultant profile in the admin panel: the applicant's picture and files, and the decision. */
export function ReviewActions() {
  const { i18n } = useTranslation()
  const text = REVIEW_TEXTS[i18n.language === 'de' ? 'de' : 'en']
  const { user } = useAuth<{ role?: string }>()
  const router = useRouter()
  const userId = idOf(useFormFields(([fields]) => fields.user?.value))
  const videoUrl = useFormFields(([fields]) => fields.videoUrl?.value) as string | undefined
  const [applicant, setApplicant] = useState<Applicant | null>(null)
  const [documents, setDocuments] = useState<Document[]>([])
  const [mode, setMode] = useState<'idle' | 'changes'>('idle')
  const [reason, setReason] = useState('')
  const [step, setStep] = useState(1)
  const [message, setMessage] = useState<string | null>(null)

  useEffect(() => {
    if (!userId) return
    const documentsQuery = `where[owner][equals]=${userId}&where[context][equals]=document&depth=0&limit=20`
    void Promise.all([
      fetch(`/api/users/${userId}?depth=0`, { credentials: 'include' }).then((r) => r.json()),
      fetch(`/api/upload-files?${documentsQuery}`, { credentials: 'include' }).then((r) => r.json()),
    ]).then(([found, files]: [Applicant, { docs?: Document[] }]) => {
      setApplicant(found)
      setDocuments(files.docs ?? [])
    })
  }, [userId])

  async function decide(body: Record<string, unknown>) {
    const response = await fetch(`/api/consultants/${userId}/review`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer = (await response.json().catch(() => ({}))) as { message?: string }
    if (!response.ok) return setMessage(answer.message ?? text.failed)
    setMessage(body.decision === 'APPROVE' ? text.approved : text.changesRequested)
    setMode('idle')
    setApplicant(
      (current) => current && { ...current, profileStatus: body.decision === 'APPROVE' ? 'ACTIVE' : 'STEP4' },
    )
    router.refresh()
  }

  const mayDecide =
    (user?.role === 'REVIEWER' || user?.role === 'ADMIN') && applicant?.profileStatus === 'APPLICATION_SUBMITTED'
  if (!userId) return null
  return (
    <section className="review-actions" aria-labelledby="review-actions-title">
      <h3 id="review-actions-title">{text.title}</h3>
      {!applicant ? (
        <p>{text.loading}</p>
      ) : (
        <>
          <p>
            {text.status}: <strong data-testid="applicant-status">{applicant.profileStatus}</strong>
          </p>
          {applicant.imageUrl && (
            // eslint-disable-next-line @next/next/no-img-element -- the applicant's uploaded square JPEG
            <img src={applicant.imageUrl} alt={text.picture} width={120} height={120} />
          )}
          {videoUrl && <video src={videoUrl} controls preload="metadata" aria-label={text.video} width={240} />}
          <h4>{text.documents}</h4>
          {documents.length === 0 ? (
            <p>{text.noDocuments}</p>
          ) : (
            <ul>
              {documents.map((file) => (
                <li key={file.key}>
                  <a href={`/api/uploads/file/${file.key}`} target="_blank" rel="noreferrer">
                    {file.fileName}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {message && <p role="status">{message}</p>}
      {mayDecide && mode === 'idle' && (
        <div className="review-actions__buttons">
          <Button onClick={() => decide({ decision: 'APPROVE' })}>{text.approve}</Button>
          <Button buttonStyle="secondary" onClick={() => setMode('changes')}>
            {text.requestChanges}
          </Button>
        </div>
      )}
      {mayDecide && mode === 'changes' && (
        <div className="review-actions__changes">
          <label>
            {text.reason}
            <textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={5} maxLength={1000} />
          </label>
          <label>
            {text.step}
            <select value={step} onChange={(event) => setStep(Number(event.target.value))}>
              {text.steps.map((label, index) => (
                <option key={label} value={index + 1}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <Button onClick={() => decide({ decision: 'REQUEST_CHANGES', reason, step })}>{text.send}</Button>
        </div>
      )}
    </section>
  )
}
