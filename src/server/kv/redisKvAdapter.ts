import { Redis } from 'ioredis'
import type { KVAdapter, KVAdapterResult, KVStoreValue } from 'payload'

/**
 * Payload's key-value store in Redis: what @payloadcms/kv-redis does, kept here because that package
 * has no release matching the pinned Payload version (and Payload refuses mixed versions). The client is
 * exposed as `redisClient`, as in that package, for the shared rate-limit counters.
 */
export class RedisKvAdapter implements KVAdapter {
  readonly redisClient: Redis

  constructor(
    url: string,
    private readonly keyPrefix: string,
  ) {
    this.redisClient = new Redis(url)
  }

  private async prefixedKeys(): Promise<string[]> {
    const found: string[] = []
    // SCAN, unlike KEYS, does not block Redis while it walks a large keyspace.
    for await (const batch of this.redisClient.scanStream({ match: `${this.keyPrefix}*`, count: 500 })) {
      found.push(...(batch as string[]))
    }
    return found
  }

  async clear(): Promise<void> {
    const keys = await this.prefixedKeys()
    if (keys.length > 0) await this.redisClient.del(...keys)
  }

  async delete(key: string): Promise<void> {
    await this.redisClient.del(`${this.keyPrefix}${key}`)
  }

  async get<T extends KVStoreValue>(key: string): Promise<T | null> {
    const data = await this.redisClient.get(`${this.keyPrefix}${key}`)
    return data === null ? null : (JSON.parse(data) as T)
  }

  async has(key: string): Promise<boolean> {
    return (await this.redisClient.exists(`${this.keyPrefix}${key}`)) === 1
  }

  async keys(): Promise<string[]> {
    return (await this.prefixedKeys()).map((key) => key.slice(this.keyPrefix.length))
  }

  async set(key: string, value: KVStoreValue): Promise<void> {
    await this.redisClient.set(`${this.keyPrefix}${key}`, JSON.stringify(value))
  }
}

export const redisKvAdapter = ({ url, keyPrefix }: { url: string; keyPrefix: string }): KVAdapterResult => ({
  init: () => new RedisKvAdapter(url, keyPrefix),
})
