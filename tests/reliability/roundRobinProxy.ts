import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type RoundRobinProxy = {
  origin: string
  /** Points slot `index` at another instance (one restarted on a new port). */
  setUpstream(index: number, port: number): void
  stop(): Promise<void>
}

function forward(port: number, req: http.IncomingMessage, body: Buffer): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent: false },
      resolve,
    )
    upstream.once('error', reject)
    upstream.end(body)
  })
}

/**
 * The load balancer in front of the app instances: each request goes to the next instance in turn; an
 * instance that refuses the connection (it is down) is skipped, since it cannot have seen the request.
 * An instance that dies while answering yields a 502, as with any load balancer.
 */
export async function startRoundRobinProxy(ports: number[]): Promise<RoundRobinProxy> {
  const upstreams = [...ports]
  let next = 0
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    try {
      for await (const chunk of req) chunks.push(chunk as Buffer)
    } catch {
      // The client went away before its request was whole (aborted, or the proxy stopping): nothing to forward.
      res.destroy()
      return
    }
    const body = Buffer.concat(chunks)
    for (let tried = 0; tried < upstreams.length; tried++) {
      const port = upstreams[next++ % upstreams.length]!
      try {
        const answer = await forward(port, req, body)
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
        answer.once('error', () => res.destroy())
        return
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') continue
        break
      }
    }
    res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Bad gateway' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    setUpstream(index, upstreamPort) {
      upstreams[index] = upstreamPort
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
