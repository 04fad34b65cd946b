'use client'

import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

import { DialogToastRegion } from './DialogToastRegion.client'

const noSubscription = () => () => {}

type ModalProps = {
  open: boolean
  onClose: () => void
  title: string
  closeLabel: string
  children: ReactNode
  /** A class beside `dialog`, e.g. for a wider dialog. */
  className?: string
}

/**
 * A modal dialog on the native <dialog>: focus is trapped, Escape closes it, the page behind is inert.
 * It is rendered at the end of <body>, so a form inside it is never nested in the page's own form.
 */
export function Modal({ open, onClose, title, closeLabel, children, className }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // There is no document.body to render into on the server.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open, mounted])

  if (!mounted) return null
  return createPortal(
    <dialog
      ref={dialog}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <div className="dialog__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="dialog__close" onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      </div>
      {open ? children : null}
      <DialogToastRegion open={open} />
    </dialog>,
    document.body,
  )
}
