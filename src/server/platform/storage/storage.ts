import { createHmac } from 'node:crypto';
import type { Readable } from 'node:stream';
import { signaturesMatch } from '../signatures';

/**
 * Where files live. Keys start with `public/` (product media, avatars: served to
 * anyone, cached forever under immutable names) or `private/` (proofs, return
 * photos, documents: only through a signed URL that expires).
 */
export type Storage = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The whole file in memory: for small files only (the self-check, tests); media are streamed with `open`. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** What a file is, without reading it; null when missing. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** The file's bytes (or the inclusive `range` of them) as a stream; null when missing. */
  open(key: string, range?: ByteRange): Promise<Readable | null>;
  delete(key: string): Promise<void>;
};

export type StoredFileInfo = {
  size: number;
  contentType: string;
  /** A strong validator of these exact bytes, for `If-Range`. */
  etag: string;
};

/** Inclusive byte offsets, as in `Content-Range`. */
export type ByteRange = { start: number; end: number };

export type Visibility = 'public' | 'private';

export function storageKey(visibility: Visibility, ...parts: string[]): string {
  for (const part of parts) {
    if (!/^[A-Za-z0-9._-]+$/.test(part) || part.startsWith('.')) throw new Error(`unsafe storage key part: ${part}`);
  }
  return [visibility, ...parts].join('/');
}

// Ours are under 120 characters; a longer one would reach the file system's name limits.
const MAX_KEY_LENGTH = 255;

/** A key as storageKey builds them: no empty, dotted or odd segment (so no `..`), not overlong. */
export function isSafeKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && key.split('/').every((part) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(part));
}

export function publicUrl(key: string): string {
  if (!key.startsWith('public/')) throw new Error('only public keys have a public URL');
  return `/media/${key}`;
}

/** Signed URLs for private files: the key, an expiry and an HMAC of both. */
export function createUrlSigner(secret: string, now: () => Date) {
  const sign = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
  return {
    signedUrl(key: string, lifetimeSeconds: number): string {
      if (!key.startsWith('private/')) throw new Error('only private keys are signed');
      const expires = Math.floor(now().getTime() / 1000) + lifetimeSeconds;
      return `/media/${key}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    verify(key: string, expires: number, signature: string): boolean {
      if (!Number.isInteger(expires) || expires < now().getTime() / 1000) return false;
      return signaturesMatch(sign(key, expires), signature);
    },
  };
}
export type UrlSigner = ReturnType<typeof createUrlSigner>;
