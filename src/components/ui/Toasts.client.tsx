'use client'

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

import { useOpenDialogToastRegion } from './DialogToastRegion.client'

type Tone = 'success' | 'error'
type Toast = { id: number; tone: Tone; title?: string; text: string }
type ToastApi = { success: (text: string, title?: string) => void; error: (text: string, title?: string) => void }

// Spec §9: alerts hide after 3000 ms.
export const TOAST_DURATION_MS = 3000

const ToastContext = createContext<ToastApi | null>(null)

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(1)

  const push = useCallback((tone: Tone, text: string, title?: string) => {
    const id = nextId.current++
    setToasts((current) => [...current, { id, tone, text, title }])
    setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), TOAST_DURATION_MS)
  }, [])

  const api = useMemo<ToastApi>(
    () => ({
      success: (text, title) => push('success', text, title),
      error: (text, title) => push('error', text, title),
    }),
    [push],
  )

  const dialogRegion = useOpenDialogToastRegion()
  const shown = toasts.map((toast) => (
    <div key={toast.id} className={`toast toast--${toast.tone}`}>
      {toast.title && <strong>{toast.title}</strong>}
      <span>{toast.text}</span>
    </div>
  ))
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {dialogRegion ? null : shown}
      </div>
      {dialogRegion && createPortal(shown, dialogRegion)}
    </ToastContext.Provider>
  )
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast needs a ToastProvider')
  return api
}
