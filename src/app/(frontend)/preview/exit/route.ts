import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { isSitePath } from '../sitePath'

/** GET /preview/exit?path=/blogs/x — leaves draft mode and returns to the published page. */
export async function GET(request: Request): Promise<Response> {
  const path = new URL(request.url).searchParams.get('path')
  ;(await draftMode()).disable()
  redirect(isSitePath(path) ? path : '/')
}
