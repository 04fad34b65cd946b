'use client'

import type { ReactNode } from 'react'

import { ToastProvider } from '../ui/Toasts.client'

// Zod probes `new Function` once to speed up parsing; the Content-Security-Policy forbids eval, and the
// browser reports the probe as a violation even though Zod catches it. Parsing without it is fast enough.
// Zod keeps its settings in this global (zod/v4/core, shared by every copy of Zod) and reads `jitless` when
// it first parses; setting it here, without importing Zod, keeps Zod out of every page's first load.
type ZodSettings = { __zod_globalConfig?: { jitless?: boolean } }
const zodSettings = ((globalThis as ZodSettings).__zod_globalConfig ??= {})
zodSettings.jitless = true

export function Providers({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>
}
