'use client'

import type { FieldErrors, FieldValues } from 'react-hook-form'

import { useFieldMessage } from '../auth/useFieldMessage'

/** The translated error at a dotted path of react-hook-form's nested errors ('workingHistory.0.title'). */
export function useErrorAt<F extends FieldValues>(errors: FieldErrors<F>) {
  const fieldMessage = useFieldMessage()
  return (path: string): string | undefined => {
    let node: unknown = errors
    for (const part of path.split('.')) {
      if (node === null || typeof node !== 'object') return undefined
      node = (node as Record<string, unknown>)[part]
    }
    const message = (node as { message?: unknown } | undefined)?.message
    return typeof message === 'string' ? fieldMessage(message) : undefined
  }
}
