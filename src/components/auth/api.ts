// Browser-side calls to our JSON API: the server's message when it sends one, else the caller's fallback.
export type FieldError = { path: string; message: string }
export type ApiFailure = {
  ok: false
  status: number
  message?: string
  code?: string
  errors: FieldError[]
  retryAfter?: number
}
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure

export async function callApi<T>(path: string, body?: unknown, method = 'POST'): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    return { ok: false, status: 0, errors: [] }
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (response.ok) return { ok: true, status: response.status, data: data as T }
  const retryAfter = Number(response.headers.get('retry-after'))
  return {
    ok: false,
    status: response.status,
    message: typeof data.message === 'string' ? data.message : undefined,
    code: typeof data.code === 'string' ? data.code : undefined,
    errors: Array.isArray(data.errors) ? (data.errors as FieldError[]) : [],
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  }
}
