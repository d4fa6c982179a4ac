import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { mediaMessages, type MediaKind } from '@shared/catalogue/media-rules';
import type { Media } from '@shared/catalogue/product.schemas';
import { errorMessage } from '@web/lib/api-client';
import { uploadProductMedia } from '../api/upload-product-media';
import { moveItem, savedMediaItems, screenFiles, type MediaItem } from '../media-list';

let lastKey = 0;
// Not crypto.randomUUID: it is missing on plain-http origins (a phone testing over the LAN).
const nextKey = () => `upload-${++lastKey}`;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The images (or videos) of the form: saved ones, finished uploads and uploads in
 * progress, in the order the seller wants. Each accepted file uploads at once on
 * its own request; a refused one disappears with a toast and the others go on.
 */
export function useMediaUploads(kind: MediaKind, saved: readonly Media[]) {
  const [items, setItems] = useState<MediaItem[]>(() => savedMediaItems(saved, kind));
  const uploads = useRef(new Map<string, AbortController>());

  // Leaving the page cancels what is still being sent.
  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = useCallback((key: string, change: Partial<MediaItem> | null) => {
    setItems((current) =>
      change === null
        ? current.filter((item) => item.key !== key)
        : current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  }, []);

  const upload = useCallback(
    (file: File, key: string) => {
      const controller = new AbortController();
      uploads.current.set(key, controller);
      uploadProductMedia(file, kind, {
        signal: controller.signal,
        onProgress: (progress) => update(key, { progress }),
      })
        .then((media) => update(key, { media, progress: 100 }))
        .catch((error: unknown) => {
          update(key, null);
          if (isAbort(error)) return;
          const fallback = kind === 'image' ? mediaMessages.uploadFailedImages : mediaMessages.uploadFailedVideos;
          toast.error(errorMessage(error, fallback));
        })
        .finally(() => uploads.current.delete(key));
    },
    [kind, update],
  );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const { accepted, messages } = screenFiles(files, kind, items.length);
      messages.forEach((message) => toast.error(message));
      const added = accepted.map((file) => ({ file, key: nextKey() }));
      setItems((current) => [
        ...current,
        ...added.map(({ file, key }) => ({ key, kind, name: file.name, progress: 0, media: null })),
      ]);
      added.forEach(({ file, key }) => upload(file, key));
    },
    [items.length, kind, upload],
  );

  const remove = useCallback(
    (key: string) => {
      uploads.current.get(key)?.abort();
      update(key, null);
    },
    [update],
  );

  const move = useCallback((key: string, offset: number) => {
    setItems((current) =>
      moveItem(
        current,
        current.findIndex((item) => item.key === key),
        offset,
      ),
    );
  }, []);

  return { items, addFiles, remove, move, isUploading: items.some((item) => item.media === null) };
}
