// A busy signed-in read, answered directly by the pages router (src/server/http/directRoute.ts).
import { answerThreadPage } from '@/endpoints/inquiries/thread'
import { directRoute, signedInRead } from '@/server/http/directRoute'
import { restSlugOf } from '@/server/http/restHandlers'

export const config = { api: { bodyParser: false, externalResolver: true, responseLimit: false } }

export default directRoute(
  '/api/chat/conversations/[conversationId]',
  signedInRead(answerThreadPage, (url) => ({ conversationId: restSlugOf(url.pathname)[2] ?? '' })),
)
