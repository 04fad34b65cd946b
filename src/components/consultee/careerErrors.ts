import type { UseFormSetError } from 'react-hook-form'
import type { z } from 'zod'

import { careerFieldOfPath, type CareerFormValues } from '@/domain/consultee/careerForm'

/**
 * Checks a careerPreferences request with the schema the server uses and puts each problem on its input.
 * Answers whether the request is valid.
 */
export function checkCareerRequest(
  schema: z.ZodType,
  request: unknown,
  setError: UseFormSetError<CareerFormValues>,
): boolean {
  const parsed = schema.safeParse(request)
  if (parsed.success) return true
  for (const issue of parsed.error.issues) {
    const field = careerFieldOfPath(issue.path.map(String).join('.')) as keyof CareerFormValues
    setError(field, { message: issue.message })
  }
  return false
}
