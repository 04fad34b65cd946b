import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

let instance: Promise<Payload> | undefined

export function testPayload(): Promise<Payload> {
  instance ??= getPayload({ config })
  return instance
}
