'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'

import styles from './ImageCropDialog.module.css'
import { Modal } from '../ui/Modal.client'
import {
  initialSquare,
  moveSquare,
  resizeSquare,
  toNaturalSquare,
  type Bounds,
  type Square,
} from '@/domain/uploads/crop'

const OUTPUT_MAX = 800
const KEY_STEP = 10

/** Draws the chosen square of the image onto a canvas and returns it as a JPEG. */
function cropToJpeg(image: HTMLImageElement, square: Square, shown: Bounds): Promise<Blob | null> {
  const natural = toNaturalSquare(square, shown, { width: image.naturalWidth, height: image.naturalHeight })
  const size = Math.min(natural.size, OUTPUT_MAX)
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = size
  canvas.getContext('2d')?.drawImage(image, natural.x, natural.y, natural.size, natural.size, 0, 0, size, size)
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9))
}

type Props = { source: string | null; onCancel: () => void; onCropped: (jpeg: Blob) => void }

/** Square 1:1 crop in the browser: drag the square (or use the arrow keys) and set its size with the slider. */
export function ImageCropDialog({ source, onCancel, onCropped }: Props) {
  const t = useTranslations('uploads')
  const common = useTranslations('common')
  const image = useRef<HTMLImageElement>(null)
  const [bounds, setBounds] = useState<Bounds | null>(null)
  const [square, setSquare] = useState<Square | null>(null)
  const drag = useRef<{ x: number; y: number } | null>(null)

  function onLoad() {
    const element = image.current
    if (!element) return
    const shown = { width: element.clientWidth, height: element.clientHeight }
    setBounds(shown)
    setSquare(initialSquare(shown))
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { x: event.clientX, y: event.clientY }
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current || !square || !bounds) return
    setSquare(moveSquare(square, event.clientX - drag.current.x, event.clientY - drag.current.y, bounds))
    drag.current = { x: event.clientX, y: event.clientY }
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!square || !bounds) return
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    setSquare(moveSquare(square, move[0], move[1], bounds))
  }

  async function confirm() {
    if (!image.current || !square || !bounds) return
    const jpeg = await cropToJpeg(image.current, square, bounds)
    if (jpeg) onCropped(jpeg)
  }

  return (
    <Modal open={source !== null} onClose={onCancel} title={t('cropTitle')} closeLabel={common('close')}>
      <p className="dialog__body">{t('cropHelp')}</p>
      <div className={styles.crop}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL, not an optimisable asset */}
        <img ref={image} src={source ?? undefined} alt="" onLoad={onLoad} className={styles.image} />
        {square && (
          <div
            className={styles.square}
            role="slider"
            tabIndex={0}
            aria-label={t('cropArea')}
            aria-valuenow={Math.round(square.x)}
            style={{ left: square.x, top: square.y, width: square.size, height: square.size }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
            onKeyDown={onKeyDown}
          />
        )}
      </div>
      {square && bounds && (
        <label className={styles.size}>
          {t('cropSize')}
          <input
            type="range"
            min={40}
            max={Math.floor(Math.min(bounds.width, bounds.height))}
            value={Math.round(square.size)}
            onChange={(event) => setSquare(resizeSquare(square, Number(event.target.value), bounds))}
          />
        </label>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {common('cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={confirm} disabled={!square}>
          {t('cropConfirm')}
        </button>
      </div>
    </Modal>
  )
}
