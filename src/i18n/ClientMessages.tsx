import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import type en from './messages/en.json'

export type MessageNamespace = keyof typeof en

/**
 * Gives the client components below it the catalogue namespaces they read, and no others: every message
 * handed to the browser is page weight, parsed before the page answers. Messages are not merged with an
 * outer provider; the nearest one is all its subtree sees. tests/unit/client-messages.test.ts checks each
 * route file lists every namespace its client components read.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly MessageNamespace[]
  children: ReactNode
}) {
  const messages = await getMessages()
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]))
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>
}
