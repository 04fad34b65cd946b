'use client'

import { useEffect, useState } from 'react'

import { TextField } from '../ui/fields.client'

type TextFieldProps = Parameters<typeof TextField>[0]

/** What a code field keeps of what was typed or pasted: the first six digits. */
export const codeDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6)

/** The field for a 6-digit code from an email: a number pad on phones, the code offered from the mail app. */
export function CodeField(props: Omit<TextFieldProps, 'inputMode' | 'autoComplete' | 'pattern'>) {
  return <TextField inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" {...props} />
}

/** Seconds until a new code may be asked for, counting down once a second; `restart` starts it again. */
export function useResendCountdown(initialSeconds: number) {
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds)
  useEffect(() => {
    if (secondsLeft <= 0) return
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [secondsLeft])
  return [secondsLeft, setSecondsLeft] as const
}
