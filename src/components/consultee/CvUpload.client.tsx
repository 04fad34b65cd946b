'use client'

import { useTranslations } from 'next-intl'
import { useId, useRef, useState, type ChangeEvent } from 'react'

import { useFieldMessage } from '../auth/useFieldMessage'
import { UploadConsentBoxes, useUploadConsents } from '../uploads/UploadConsentBoxes.client'
import { UploadProgress } from '../uploads/UploadProgress.client'
import { uploadFile } from '../uploads/uploadFile'
import styles from './CvUpload.module.css'
import { DOCUMENT_EXTENSIONS, DOCUMENT_TYPES, checkDocumentFile } from '@/domain/schemas'

export type StoredCv = { key: string; fileName: string }
type Props = { value: StoredCv | null; onChange: (cv: StoredCv | null) => void; maxSizeMb: number; error?: string }

/**
 * One CV (optional): upload, replace or remove it; the file is stored at once, the choice on save. A file
 * can be chosen once the upload consent is ticked; each upload records it.
 */
export function CvUpload({ value, onChange, maxSizeMb, error }: Props) {
  const t = useTranslations('consulteeOnboarding.cv')
  const uploads = useTranslations('uploads')
  const fieldMessage = useFieldMessage()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | undefined>()
  const consents = useUploadConsents('cv')

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    // Also here: a file can reach the input without its button (dropped, or set by a script).
    if (!file || !consents.confirm()) return
    const refused = checkDocumentFile(file, [], { maxSizeMb, multiple: false, maxCount: 1 })
    setProblem(refused ? fieldMessage(refused) : undefined)
    if (refused) return
    setProgress(0)
    const result = await uploadFile(file, {
      fileName: file.name,
      context: 'cv',
      onProgress: setProgress,
      consents: consents.consents,
    })
    setProgress(null)
    if (!result.ok) return setProblem(result.message ?? uploads(result.fallback))
    onChange({ key: result.key, fileName: file.name })
  }

  const shown = problem ?? error
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {t('label')}
      </span>
      {value ? (
        <p className={styles.file}>
          <a href={`/api/uploads/file/${value.key}`} target="_blank" rel="noreferrer">
            {value.fileName}
          </a>
          <button type="button" className="button button--ghost" onClick={() => onChange(null)}>
            {t('remove')}
            <span className="visually-hidden"> {value.fileName}</span>
          </button>
        </p>
      ) : (
        <p className="field__hint">{t('none')}</p>
      )}
      <UploadConsentBoxes {...consents} />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => consents.confirm() && input.current?.click()}
        disabled={progress !== null}
      >
        {value ? t('replace') : t('choose')}
      </button>
      <p className="field__hint">{t('hint', { mb: maxSizeMb })}</p>
      {progress !== null && <UploadProgress fraction={progress} />}
      <input
        ref={input}
        type="file"
        hidden
        accept={[...DOCUMENT_TYPES, ...DOCUMENT_EXTENSIONS.map((e) => `.${e}`)].join(',')}
        onChange={onPick}
        aria-labelledby={`${id}-label`}
        data-testid="cv-input"
      />
      {shown && (
        <p className="field__error" role="alert">
          {shown}
        </p>
      )}
    </div>
  )
}
