import { ImageResponse } from 'next/og'

import { SITE_IMAGE, SITE_NAME } from '@/app/pageMetadata'
import en from '@/i18n/messages/en.json'

// Rendered once by the build, with ImageResponse's bundled font: no network needed. A route of its own
// (not the opengraph-image file convention) so that its URL is fixed and pages can name it.
export const dynamic = 'force-static'

export function GET() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '0 96px',
        background: 'linear-gradient(135deg, #163a9c 0%, #1f4fd1 100%)',
        color: '#ffffff',
      }}
    >
      <div style={{ fontSize: 96, fontWeight: 700, letterSpacing: -2 }}>{SITE_NAME}</div>
      <div style={{ marginTop: 24, fontSize: 44, lineHeight: 1.3, maxWidth: 960 }}>{en.footer.tagline}</div>
    </div>,
    { width: SITE_IMAGE.width, height: SITE_IMAGE.height },
  )
}
