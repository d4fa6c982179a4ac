import { mediaSchema, type Media } from '@shared/catalogue/product.schemas';
import type { MediaKind } from '@shared/catalogue/media-rules';
import { uploadWithProgress } from '@web/lib/upload-with-progress';

type UploadOptions = {
  /** Percent sent so far, 0-100. */
  onProgress: (percent: number) => void;
  signal: AbortSignal;
};

/** Sends one file to POST /api/product-media; each file shows its own progress bar. */
export function uploadProductMedia(file: File, kind: MediaKind, { onProgress, signal }: UploadOptions): Promise<Media> {
  return uploadWithProgress({
    url: `/api/product-media?kind=${kind}`,
    field: 'file',
    file,
    answer: mediaSchema,
    onProgress,
    signal,
  });
}
