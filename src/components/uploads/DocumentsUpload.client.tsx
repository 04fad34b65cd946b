'use client'

import { useTranslations } from 'next-intl'
import { useId, useRef, useState, type ChangeEvent } from 'react'

import { useFieldMessage } from '../auth/useFieldMessage'
import { ConfirmDialog } from '../ui/ConfirmDialog.client'
import styles from './DocumentsUpload.module.css'
import { UploadConsentBoxes, useUploadConsents } from './UploadConsentBoxes.client'
import { UploadProgress } from './UploadProgress.client'
import { deleteUpload, uploadFile } from './uploadFile'
import { DOCUMENT_EXTENSIONS, DOCUMENT_TYPES, checkDocumentFile, type DocumentRules } from '@/domain/schemas'

export type StoredDocument = { key: string; fileName: string }
type Props = { initial: StoredDocument[]; rules: DocumentRules }

/**
 * Verification documents: one file at a time (or several in multi mode), each deletable after confirmation.
 * A file can be chosen once both upload consents are ticked; each upload records them.
 */
export function DocumentsUpload({ initial, rules }: Props) {
  const t = useTranslations('uploads')
  const fieldMessage = useFieldMessage()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [documents, setDocuments] = useState(initial)
  const [progress, setProgress] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | undefined>()
  const [deleting, setDeleting] = useState<StoredDocument | null>(null)
  const consents = useUploadConsents('document')

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    // Also here: a file can reach the input without its button (dropped, or set by a script).
    if (!file || !consents.confirm()) return
    const refused = checkDocumentFile(
      file,
      documents.map((d) => ({ name: d.fileName })),
      rules,
    )
    setProblem(refused ? fieldMessage(refused) : undefined)
    if (refused) return
    setProgress(0)
    const result = await uploadFile(file, {
      fileName: file.name,
      context: 'document',
      onProgress: setProgress,
      consents: consents.consents,
    })
    setProgress(null)
    if (!result.ok) return setProblem(result.message ?? t(result.fallback))
    setDocuments((current) => [...current, { key: result.key, fileName: file.name }])
  }

  async function remove() {
    if (!deleting) return
    if (await deleteUpload(deleting.key)) setDocuments((current) => current.filter((d) => d.key !== deleting.key))
    else setProblem(t('deleteFailed'))
    setDeleting(null)
  }

  const full = rules.multiple ? documents.length >= rules.maxCount : documents.length >= 1
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {t('documents')}
      </span>
      {documents.length === 0 ? (
        <p className="field__hint">{t('noDocuments')}</p>
      ) : (
        <ul className={styles.list}>
          {documents.map((document) => (
            <li key={document.key} className={styles.item}>
              <a href={`/api/uploads/file/${document.key}`} target="_blank" rel="noreferrer">
                {document.fileName}
              </a>
              <button type="button" className="button button--ghost" onClick={() => setDeleting(document)}>
                {t('deleteDocument')}
                <span className="visually-hidden"> {document.fileName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!full && <UploadConsentBoxes {...consents} />}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => consents.confirm() && input.current?.click()}
        disabled={progress !== null || full}
      >
        {t('chooseDocument')}
      </button>
      <p className="field__hint">{t('documentsHint', { mb: rules.maxSizeMb, count: rules.maxCount })}</p>
      {progress !== null && <UploadProgress fraction={progress} />}
      <input
        ref={input}
        type="file"
        hidden
        accept={[...DOCUMENT_TYPES, ...DOCUMENT_EXTENSIONS.map((e) => `.${e}`)].join(',')}
        onChange={onPick}
        aria-labelledby={`${id}-label`}
        data-testid="document-input"
      />
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteDocumentTitle')}
        confirmLabel={t('deleteDocument')}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      >
        {t('deleteDocumentText', { name: deleting?.fileName ?? '' })}
      </ConfirmDialog>
    </div>
  )
}
