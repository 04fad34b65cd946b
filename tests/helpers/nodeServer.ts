import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type NodeRoute = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<unknown>

/**
 * A plain Node server on 127.0.0.1 that hands Node's request and response to `route`, as Next's pages
 * router and the production web server do; a route that throws answers 599 with the error.
 */
export async function serveNodeRoute(route: NodeRoute): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      res.statusCode = 599
      res.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
