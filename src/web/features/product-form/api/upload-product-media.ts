import { apiErrorSchema } from '@shared/errors/api-error';
import { mediaSchema, type Media } from '@shared/catalogue/product.schemas';
import type { MediaKind } from '@shared/catalogue/media-rules';
import { ApiError } from '@web/lib/api-client';

type UploadOptions = {
  /** Percent sent so far, 0-100. */
  onProgress: (percent: number) => void;
  signal: AbortSignal;
};

/**
 * Sends one file to POST /api/product-media. XMLHttpRequest rather than fetch:
 * only it reports upload progress, which each file shows as its own bar.
 * Rejects with the server's ApiError (its French message) when the server refuses
 * the file, with an AbortError when cancelled, and with a plain Error otherwise
 * (the caller then shows the spec's generic upload message).
 */
export function uploadProductMedia(file: File, kind: MediaKind, { onProgress, signal }: UploadOptions): Promise<Media> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/product-media?kind=${kind}`);
    xhr.setRequestHeader('Accept', 'application/json');

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const payload = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const media = mediaSchema.safeParse(payload);
        if (media.success) resolve(media.data);
        else reject(new Error('Unexpected upload answer'));
        return;
      }
      const error = apiErrorSchema.safeParse(payload);
      reject(
        error.success && error.data.error.message !== ''
          ? new ApiError(error.data.error.code, error.data.error.message, xhr.status)
          : new Error(`Upload failed with status ${xhr.status}`),
      );
    };
    xhr.onerror = () => reject(new Error('Upload network error'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));

    if (signal.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    signal.addEventListener('abort', () => xhr.abort(), { once: true });

    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
