// oidc-provider ships no type declarations; this covers the part the test provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export type AccountClaims = { sub: string } & Record<string, unknown>
  export type Account = { accountId: string; claims: (use: string, scope: string) => Promise<AccountClaims> }
  export type Interaction = { uid: string; params: Record<string, unknown>; prompt: { name: string } }

  export class Grant {
    constructor(init: { accountId: string; clientId: string })
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>)
    Grant: typeof Grant
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    on(event: string, listener: (...args: unknown[]) => void): this
  }
}
