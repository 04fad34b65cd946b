'use client'

import type { ReactNode } from 'react'

import { ToastProvider } from '../ui/Toasts.client'

export function Providers({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>
}
