import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

const page = (label: string, size = 1_000) => `<html>${label}${'x'.repeat(size)}</html>`;

function cacheAt(maxBytes: number, ttlMs = 30_000) {
  let now = 0;
  const cache = createPageCache({ maxBytes, ttlMs, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('the cache of visitors’ pages', () => {
  it('never holds more than its bytes, dropping the page served least recently', () => {
    // Room for three pages of about 2 KB.
    const { cache } = cacheAt(7_000);
    for (const key of ['/a', '/b', '/c']) cache.set(key, page(key), cache.mark());
    // Served again: /a is now the most recent, /b the least.
    expect(cache.get('/a')?.html).toBe(page('/a'));
    cache.set('/d', page('/d'), cache.mark());
    expect(cache.bytes()).toBeLessThanOrEqual(7_000);
    expect(cache.get('/b')).toBeUndefined();
    expect(['/a', '/c', '/d'].map((key) => cache.get(key)?.html)).toEqual([page('/a'), page('/c'), page('/d')]);
  });

  it('counts the compressed forms in its bytes, compresses each once, and keeps nothing larger than itself', () => {
    const { cache } = cacheAt(10_000);
    cache.set('/a', page('/a'), cache.mark());
    const before = cache.bytes();
    const kept = cache.get('/a');
    const brotli = kept?.body('br');
    expect(brotliDecompressSync(brotli ?? Buffer.alloc(0)).toString()).toBe(page('/a'));
    expect(gunzipSync(kept?.body('gzip') ?? Buffer.alloc(0)).toString()).toBe(page('/a'));
    expect(cache.get('/a')?.body('br')).toBe(brotli);
    expect(cache.bytes()).toBeGreaterThan(before);

    cache.set('/huge', page('/huge', 20_000), cache.mark());
    expect(cache.get('/huge')).toBeUndefined();
    expect(cache.bytes()).toBeLessThanOrEqual(10_000);
  });

  it('forgets a page after its time', () => {
    const { cache, advance } = cacheAt(10_000, 30_000);
    cache.set('/a', page('/a'), cache.mark());
    advance(29_999);
    expect(cache.get('/a')).toBeDefined();
    advance(1);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.bytes()).toBe(0);
  });

  it('empties at once, and turns away a page drawn before it was emptied', () => {
    const { cache } = cacheAt(10_000);
    cache.set('/a', page('/a'), cache.mark());
    const drawingSince = cache.mark();
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/b', page('/b'), drawingSince);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.bytes()).toBe(0);
  });

  it('keeps nothing when given no memory', () => {
    const { cache } = cacheAt(0);
    cache.set('/a', page('/a'), cache.mark());
    expect(cache.get('/a')).toBeUndefined();
  });
});
