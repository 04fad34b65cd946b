// Browser side of the uploads API: ask for an upload address, then send the bytes with progress (and, with S3,
// ask the server to check them).
import { callApi } from '../auth/api'
import type { ConsentInput } from '@/domain/consents'
import type { UploadContext } from '@/domain/schemas'

/** Which fallback message fits a failure without a message from the server (spec §8 "Upload"). */
type Fallback = 'notAuthenticated' | 'presignFailed' | 'uploadFailed'
export type UploadResult =
  { ok: true; fileUrl: string; key: string } | { ok: false; status: number; message?: string; fallback: Fallback }
/** `completeUrl` only with S3: `uploadUrl` is then a presigned S3 URL, and the server checks the bytes when asked. */
type Presigned = { uploadUrl: string; fileUrl: string; key: string; completeUrl?: string }
type Sent = { status: number; body: { fileUrl?: string; key?: string; message?: string } }

function putBytes(
  url: string,
  file: Blob,
  contentType: string,
  onProgress?: (fraction: number) => void,
): Promise<Sent> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    request.open('PUT', url)
    // No cookies to another origin (S3): the URL's signature is the permission there.
    request.withCredentials = false
    request.setRequestHeader('content-type', contentType)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total)
    }
    request.onload = () => {
      let body: Sent['body'] = {}
      try {
        body = JSON.parse(request.responseText)
      } catch {
        // an empty or non-JSON answer (S3 answers XML) keeps the status only
      }
      resolve({ status: request.status, body })
    }
    request.onerror = () => resolve({ status: 0, body: {} })
    request.send(file)
  })
}

const succeeded = (status: number) => status >= 200 && status < 300

type UploadOptions = {
  fileName: string
  context: UploadContext
  onProgress?: (f: number) => void
  /** The ticked consent boxes a document or video upload needs (see uploadConsents.ts). */
  consents?: ConsentInput[]
}

/** Uploads one file for the signed-in user; the server checks type and size again on the bytes. */
export async function uploadFile(
  file: Blob,
  { fileName, context, onProgress, consents = [] }: UploadOptions,
): Promise<UploadResult> {
  const presigned = await callApi<Presigned>('/api/uploads/presign', {
    fileName,
    fileType: file.type,
    fileSize: file.size,
    context,
    consents,
  })
  if (!presigned.ok) {
    const fallback = presigned.status === 401 ? 'notAuthenticated' : 'presignFailed'
    return { ok: false, status: presigned.status, message: presigned.message, fallback }
  }
  const { uploadUrl, completeUrl } = presigned.data
  // The type the server announced for the upload; a presigned S3 URL accepts no other.
  const contentType = file.type.trim().toLowerCase() || 'application/octet-stream'
  const sent = await putBytes(uploadUrl, file, contentType, onProgress)

  if (!completeUrl) {
    const { fileUrl, key, message } = sent.body
    if (succeeded(sent.status) && fileUrl && key) return { ok: true, fileUrl, key }
    return { ok: false, status: sent.status, message, fallback: 'uploadFailed' }
  }
  if (!succeeded(sent.status)) return { ok: false, status: sent.status, fallback: 'uploadFailed' }
  const completed = await callApi<{ fileUrl?: string; key?: string }>(completeUrl)
  if (completed.ok && completed.data.fileUrl && completed.data.key) {
    return { ok: true, fileUrl: completed.data.fileUrl, key: completed.data.key }
  }
  const message = completed.ok ? undefined : completed.message
  return { ok: false, status: completed.status, message, fallback: 'uploadFailed' }
}

/** Deletes an uploaded file of the signed-in user. */
export async function deleteUpload(key: string): Promise<boolean> {
  const result = await callApi(`/api/uploads/${encodeURIComponent(key)}`, undefined, 'DELETE')
  return result.ok
}
