'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { fetchQuote, type QuoteInput } from './bookingApi'

/** The server's price for the current billing choices; the last price stays shown while a new one loads. */
export function useQuote(input: QuoteInput) {
  return useQuery({
    queryKey: ['quote', input],
    queryFn: () => fetchQuote(input),
    placeholderData: keepPreviousData,
    retry: false,
  })
}
