'use client'

import { useTranslations } from 'next-intl'
import { useId, useRef, useState, type ChangeEvent } from 'react'

import { useFieldMessage } from '../auth/useFieldMessage'
import { ConfirmDialog } from '../ui/ConfirmDialog.client'
import { UploadConsentBoxes, useUploadConsents } from './UploadConsentBoxes.client'
import { UploadProgress } from './UploadProgress.client'
import styles from './VideoUpload.module.css'
import { deleteUpload, uploadFile } from './uploadFile'
import { VIDEO_EXTENSIONS, VIDEO_TYPES, checkVideoFile } from '@/domain/schemas'

export type UploadedVideo = { name: string; awsFilePath: string }
type Props = { value: UploadedVideo | null; onChange: (video: UploadedVideo | null) => void; error?: string }

/**
 * The intro video: up to 500 MB, uploaded with a progress bar once the upload consent is ticked (recorded
 * with the upload; publishing the video is the form's own consent); removing it asks first.
 */
export function VideoUpload({ value, onChange, error }: Props) {
  const t = useTranslations('uploads')
  const fieldMessage = useFieldMessage()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | undefined>()
  const [confirmDelete, setConfirmDelete] = useState(false)
  const consents = useUploadConsents('video')

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    // Also here: a file can reach the input without its button (dropped, or set by a script).
    if (!file || !consents.confirm()) return
    const refused = checkVideoFile(file)
    setProblem(fieldMessage(refused ?? undefined))
    if (refused) return
    setProgress(0)
    const result = await uploadFile(file, {
      fileName: file.name,
      context: 'video',
      onProgress: setProgress,
      consents: consents.consents,
    })
    setProgress(null)
    if (!result.ok) return setProblem(result.message ?? t(result.fallback))
    onChange({ name: file.name, awsFilePath: result.key })
  }

  async function remove() {
    if (value) await deleteUpload(value.awsFilePath)
    setConfirmDelete(false)
    onChange(null)
  }

  const shown = problem ?? error
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {t('video')}
      </span>
      {value ? (
        <div className={styles.file}>
          <video src={`/api/uploads/file/${encodeURIComponent(value.awsFilePath)}`} controls preload="metadata" />
          <span>{value.name}</span>
          <button type="button" className="button button--ghost" onClick={() => setConfirmDelete(true)}>
            {t('removeVideo')}
          </button>
        </div>
      ) : (
        <>
          <UploadConsentBoxes {...consents} />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => consents.confirm() && input.current?.click()}
            disabled={progress !== null}
          >
            {t('chooseVideo')}
          </button>
        </>
      )}
      <p className="field__hint">{t('videoHint')}</p>
      {progress !== null && <UploadProgress fraction={progress} />}
      <input
        ref={input}
        type="file"
        hidden
        accept={[...VIDEO_TYPES, ...VIDEO_EXTENSIONS.map((e) => `.${e}`)].join(',')}
        onChange={onPick}
        aria-labelledby={`${id}-label`}
        data-testid="video-input"
      />
      {shown && (
        <p className="field__error" role="alert">
          {shown}
        </p>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={t('removeVideoTitle')}
        confirmLabel={t('removeVideo')}
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      >
        {t('removeVideoText')}
      </ConfirmDialog>
    </div>
  )
}
