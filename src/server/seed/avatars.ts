import fsp from 'node:fs/promises'
import path from 'node:path'

import { createAvatar } from '@dicebear/core'
import * as notionists from '@dicebear/notionists'
import type { Payload } from 'payload'
import sharp from 'sharp'

import type { AvatarLook } from './avatarLooks'
import { UPLOADED_FILE_PATH_PREFIX } from '@/domain/schemas'
import type { User } from '@/payload-types'
import { stagingDir, uploadStorage } from '@/server/uploads/config'
import { newUploadKey } from '@/server/uploads/keys'

/** Profile pictures are square; 512 px is sharp on the largest place one is shown (the profile header). */
const SIDE = 512

/** The drawn portrait as a JPEG, the format the product stores uploaded profile pictures in. */
export async function renderAvatarJpeg(look: AvatarLook): Promise<Buffer> {
  const svg = createAvatar(notionists, {
    size: SIDE,
    backgroundColor: [look.background],
    hair: [look.hair],
    lips: [look.lips],
    eyes: [look.eyes],
    brows: [look.brows],
    body: [look.body],
    nose: [look.nose],
    ...(look.glasses ? { glasses: [look.glasses] } : {}),
    glassesProbability: look.glasses ? 100 : 0,
    ...(look.beard ? { beard: [look.beard] } : {}),
    beardProbability: look.beard ? 100 : 0,
    gestureProbability: 0,
    bodyIconProbability: 0,
  }).toString()
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer()
}

type Person = Pick<User, 'id' | 'imageUrl' | 'firstName' | 'lastName'>

/**
 * Gives a demo consultant a profile picture unless they have one (their own upload stays): stored like an
 * uploaded picture, as a file in the upload storage with its upload record, and linked as the user's imageUrl.
 */
export async function ensureDemoPicture(payload: Payload, user: Person, look: AvatarLook): Promise<boolean> {
  if (user.imageUrl) return false
  const jpeg = await renderAvatarJpeg(look)
  const key = newUploadKey()
  const staged = path.join(stagingDir(), `${key}.seed.jpg`)
  await fsp.mkdir(stagingDir(), { recursive: true })
  await fsp.writeFile(staged, jpeg)
  await uploadStorage().put(key, staged, 'image/jpeg')
  const fileName = `${user.firstName ?? ''}-${user.lastName ?? ''}.jpg`.toLowerCase().replace(/[^a-z0-9.-]+/g, '-')
  await payload.create({
    collection: 'upload-files',
    data: {
      key,
      owner: user.id,
      context: 'image',
      fileName,
      contentType: 'image/jpeg',
      size: jpeg.length,
      status: 'stored',
    },
    depth: 0,
  })
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { imageUrl: `${UPLOADED_FILE_PATH_PREFIX}${key}` },
    depth: 0,
  })
  return true
}
