import { callApi, type ApiResult } from './api'
import type { UserInfo } from '@/server/auth/userInfo'

export type LoginAnswer = { profileStatus: string; user?: UserInfo; token?: string }

export function logIn(email: string, password: string): Promise<ApiResult<LoginAnswer>> {
  return callApi<LoginAnswer>('/api/auth/login', { email, password })
}
