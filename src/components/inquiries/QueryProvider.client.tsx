'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

/** react-query for the inquiries pages; polling pauses while the tab is hidden (react-query's default). */
export function InquiriesQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 5_000 } } }),
  )
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
