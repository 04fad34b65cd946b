'use client'

import type { ReactNode } from 'react'
import { z } from 'zod'

import { ToastProvider } from '../ui/Toasts.client'

// Zod probes `new Function` once to speed up parsing; the Content-Security-Policy forbids eval, and the
// browser reports the probe as a violation even though Zod catches it. Parsing without it is fast enough.
z.config({ jitless: true })

export function Providers({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>
}
