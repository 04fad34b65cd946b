import { describe, expect, it } from 'vitest'

import { introVideoUrl, type IntroVideoSource } from './introVideo'

const KEY = 'Ab3dEf6hIj9kLm2n'

describe('introVideoUrl', () => {
  it.each<[string, IntroVideoSource | null | undefined, string | null]>([
    ['an uploaded video is served by the uploads endpoint', { videoKey: KEY }, `/api/uploads/file/${KEY}`],
    ['the upload wins over a link', { videoKey: KEY, videoUrl: 'https://youtu.be/x' }, `/api/uploads/file/${KEY}`],
    ['a link alone is given back trimmed', { videoUrl: ' https://youtu.be/x ' }, 'https://youtu.be/x'],
    [
      'a key that is not one of ours falls back to the link',
      { videoKey: '../etc', videoUrl: 'https://v.io/1' },
      'https://v.io/1',
    ],
    ['a malformed key without a link is null', { videoKey: 'a/b' }, null],
    ['blank values are null', { videoKey: ' ', videoUrl: '' }, null],
    ['nulls are null', { videoKey: null, videoUrl: null }, null],
    ['no profile is null', null, null],
    ['an undefined profile is null', undefined, null],
  ])('%s', (_name, profile, expected) => {
    expect(introVideoUrl(profile)).toBe(expected)
  })
})
