import { type ContentEncoding, compressText } from './negotiate-encoding';
import type { Realtime } from './realtime';

type Entry = { html: string; expiresAt: number; bytes: number; compressed: Partial<Record<ContentEncoding, Buffer>> };

export type PageCacheOptions = {
  /** Memory the pages and their compressed forms may take; 0 keeps nothing. */
  maxBytes: number;
  ttlMs: number;
  now: () => number;
};

/** A page kept for visitors: its HTML, and its body in an encoding, compressed once. */
export type CachedPage = { html: string; body(encoding: ContentEncoding): Buffer };

export type PageCache = {
  get(key: string): CachedPage | undefined;
  /** Taken before a page is drawn, and given back to `set`: a page drawn across a `clear` is not kept. */
  mark(): number;
  set(key: string, html: string, mark: number): void;
  clear(): void;
  /** Bytes held, compressed forms included. */
  bytes(): number;
};

/**
 * Visitors' drawn pages by address (decision 068): short-lived, bounded by bytes (the least
 * recently served go first), each compressed at most once per encoding. `clear` empties it and
 * turns away the pages being drawn at that moment, which may hold what just changed.
 */
export function createPageCache({ maxBytes, ttlMs, now }: PageCacheOptions): PageCache {
  // A Map keeps insertion order: re-inserting a page on each hit keeps the least recent first.
  const entries = new Map<string, Entry>();
  let held = 0;
  let generation = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    held -= entry.bytes;
  };
  const evictOverflow = () => {
    for (const key of entries.keys()) {
      if (held <= maxBytes) return;
      remove(key);
    }
  };
  const served = (key: string, entry: Entry): CachedPage => ({
    html: entry.html,
    body(encoding) {
      const known = entry.compressed[encoding];
      if (known) return known;
      const body = compressText(entry.html, encoding, 'kept');
      // Charged to the page if it is still held (a clear may have come in between).
      if (entries.get(key) === entry) {
        entry.compressed[encoding] = body;
        entry.bytes += body.byteLength;
        held += body.byteLength;
        evictOverflow();
      }
      return body;
    },
  });

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      remove(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      held += entry.bytes;
      return served(key, entry);
    },
    mark: () => generation,
    set(key, html, mark) {
      if (mark !== generation) return;
      // UTF-16 in memory: two bytes a character, a fair upper bound for a JS string.
      const bytes = html.length * 2;
      if (bytes > maxBytes) return;
      remove(key);
      entries.set(key, { html, expiresAt: now() + ttlMs, bytes, compressed: {} });
      held += bytes;
      evictOverflow();
    },
    clear() {
      generation++;
      entries.clear();
      held = 0;
    },
    bytes: () => held,
  };
}

/** Empties the cache when a listing changes on any instance, or when the bus may have missed one. */
export function emptiedByTheBus(cache: PageCache, realtime: Realtime): () => void {
  return realtime.subscribe((message) => {
    if (message.kind === 'catalogue' || message.kind === 'resync') cache.clear();
  });
}
