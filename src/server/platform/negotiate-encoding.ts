import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to answer in, from `Accept-Encoding` (brotli preferred; `q=0` means "not this"). */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: ContentEncoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return undefined;
}

/**
 * `once`: a page served for the process's life (the most, whatever it costs); `kept`: a page kept
 * for visitors a few seconds (page-cache.ts), compressed once for all of its requests; `per-request`:
 * an answer compressed for one request only.
 */
export function compressText(text: string, encoding: ContentEncoding, effort: 'once' | 'kept' | 'per-request'): Buffer {
  if (encoding === 'gzip')
    return gzipSync(text, { level: effort === 'per-request' ? 6 : constants.Z_BEST_COMPRESSION });
  const quality = BROTLI_QUALITY[effort];
  return brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
}

// Kept pages at 5 as well: compressed once, the first visitor of each still waits for it, and 9 cost hundreds of
// times more on the shop's answer on a loaded machine (bench:pages).
const BROTLI_QUALITY = { once: constants.BROTLI_MAX_QUALITY, kept: 5, 'per-request': 5 } as const;
