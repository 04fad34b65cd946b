'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'

import { useFieldMessage } from '../auth/useFieldMessage'
import { ImageCropDialog } from './ImageCropDialog.client'
import styles from './ImageUpload.module.css'
import { UploadProgress } from './UploadProgress.client'
import { uploadFile } from './uploadFile'
import { IMAGE_EXTENSIONS, IMAGE_TYPES, checkImageFile } from '@/domain/schemas'

type Props = { label: string; value: string | null; onChange: (url: string) => void; error?: string }

/** The profile picture: pick jpg or png, crop it square, and it is uploaded as a JPEG. */
export function ImageUpload({ label, value, onChange, error }: Props) {
  const t = useTranslations('uploads')
  const fieldMessage = useFieldMessage()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [source, setSource] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | undefined>()

  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source])

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const refused = checkImageFile(file)
    setProblem(fieldMessage(refused ?? undefined))
    if (!refused) setSource(URL.createObjectURL(file))
  }

  async function onCropped(jpeg: Blob) {
    setSource(null)
    setProgress(0)
    const result = await uploadFile(jpeg, { fileName: 'profile.jpg', context: 'image', onProgress: setProgress })
    setProgress(null)
    if (result.ok) {
      setProblem(undefined)
      onChange(result.fileUrl)
    } else setProblem(result.message ?? t(result.fallback))
  }

  const shown = problem ?? error
  return (
    <div className="field">
      <span className="field__label" id={`${inputId}-label`}>
        {label}
      </span>
      <div className={styles.row}>
        {value ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own upload, already a small square JPEG
          <img src={value} alt={t('currentPicture')} className={styles.preview} width={96} height={96} />
        ) : (
          <span className={styles.preview} aria-hidden="true" />
        )}
        <div>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => input.current?.click()}
            disabled={progress !== null}
            aria-describedby={shown ? `${inputId}-error` : undefined}
          >
            {value ? t('changePicture') : t('choosePicture')}
          </button>
          <p className="field__hint">{t('imageHint')}</p>
          {progress !== null && <UploadProgress fraction={progress} />}
        </div>
      </div>
      <input
        ref={input}
        type="file"
        hidden
        accept={[...IMAGE_TYPES, ...IMAGE_EXTENSIONS.map((e) => `.${e}`)].join(',')}
        onChange={onPick}
        aria-labelledby={`${inputId}-label`}
        data-testid="image-input"
      />
      {shown && (
        <p id={`${inputId}-error`} className="field__error" role="alert">
          {shown}
        </p>
      )}
      <ImageCropDialog source={source} onCancel={() => setSource(null)} onCropped={onCropped} />
    </div>
  )
}
