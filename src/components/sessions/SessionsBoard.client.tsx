'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'

import { SessionList, type SessionListProps } from './SessionList.client'

/** The client part of a session dashboard: one query cache for all its tabs, kept while the tab changes. */
export function SessionsBoard(props: SessionListProps) {
  const [client] = useState(
    () =>
      new QueryClient({
        // The server rendered the first page: no refetch right after hydration, but on focus and after actions.
        defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: true } },
      }),
  )
  return (
    <QueryClientProvider client={client}>
      <SessionList key={props.tab} {...props} />
    </QueryClientProvider>
  )
}
