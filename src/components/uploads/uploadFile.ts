// Browser side of the uploads API: ask for an upload address, then send the bytes with progress.
import { callApi } from '../auth/api'

export type UploadContext = 'image' | 'video' | 'document'
/** Which fallback message fits a failure without a message from the server (spec §8 "Upload"). */
type Fallback = 'notAuthenticated' | 'presignFailed' | 'uploadFailed'
export type UploadResult =
  { ok: true; fileUrl: string; key: string } | { ok: false; status: number; message?: string; fallback: Fallback }
type Presigned = { uploadUrl: string; fileUrl: string; key: string }

function putBytes(url: string, file: Blob, onProgress?: (fraction: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    request.open('PUT', url)
    request.setRequestHeader('content-type', file.type || 'application/octet-stream')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total)
    }
    request.onload = () => {
      let body: { fileUrl?: string; key?: string; message?: string } = {}
      try {
        body = JSON.parse(request.responseText)
      } catch {
        // an empty or non-JSON answer keeps the status only
      }
      if (request.status >= 200 && request.status < 300 && body.fileUrl && body.key) {
        resolve({ ok: true, fileUrl: body.fileUrl, key: body.key })
      } else resolve({ ok: false, status: request.status, message: body.message, fallback: 'uploadFailed' })
    }
    request.onerror = () => resolve({ ok: false, status: 0, fallback: 'uploadFailed' })
    request.send(file)
  })
}

/** Uploads one file for the signed-in user; the server checks type and size again on the bytes. */
export async function uploadFile(
  file: Blob,
  { fileName, context, onProgress }: { fileName: string; context: UploadContext; onProgress?: (f: number) => void },
): Promise<UploadResult> {
  const presigned = await callApi<Presigned>('/api/uploads/presign', {
    fileName,
    fileType: file.type,
    fileSize: file.size,
    context,
  })
  if (!presigned.ok) {
    const fallback = presigned.status === 401 ? 'notAuthenticated' : 'presignFailed'
    return { ok: false, status: presigned.status, message: presigned.message, fallback }
  }
  return putBytes(presigned.data.uploadUrl, file, onProgress)
}

/** Deletes an uploaded file of the signed-in user. */
export async function deleteUpload(key: string): Promise<boolean> {
  const result = await callApi(`/api/uploads/${encodeURIComponent(key)}`, undefined, 'DELETE')
  return result.ok
}
