'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

/** One query cache per booking page: coming back to the calendar always loads fresh slots. */
export function BookingQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 0 } } }),
  )
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
