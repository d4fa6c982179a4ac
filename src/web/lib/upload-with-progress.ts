import type { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { ApiError } from './api-client';

type UploadRequest<T> = {
  url: string;
  /** The multipart field the server reads the file from. */
  field: string;
  file: File;
  /** Checks the server's answer on success. */
  answer: z.ZodType<T>;
  /** Percent sent so far, 0-100. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * POSTs one file as multipart form data. XMLHttpRequest rather than fetch: only it
 * reports upload progress, which matters for a few MB on mobile data.
 * Rejects with the server's ApiError (its French message) when the server refuses
 * the file, with an AbortError when cancelled, and with a plain Error otherwise
 * (the caller then shows its generic message).
 */
export function uploadWithProgress<T>({ url, field, file, answer, onProgress, signal }: UploadRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const payload = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = answer.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
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

    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const body = new FormData();
    body.append(field, file);
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
