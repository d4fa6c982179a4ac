import type { ByteRange } from './storage/storage';

export type RangeAnswer =
  /** No usable Range header: send the whole file (200). */
  | { kind: 'whole' }
  /** One satisfiable range: send those bytes (206). */
  | { kind: 'partial'; range: ByteRange }
  /** A range that names no byte of the file: 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Reads a `Range` header against a file's size (RFC 9110 §14). One range only: that is what
 * video players (iOS Safari first of all) and resumed downloads send; a header we do not
 * understand (several ranges, other units, garbage) is ignored, as the RFC allows, and the
 * whole file is sent. `If-Range` that does not match the file's validator also means "whole".
 */
export function resolveRange(
  header: string | undefined,
  size: number,
  ifRange?: { sent: string | undefined; etag: string },
): RangeAnswer {
  if (!header) return { kind: 'whole' };
  if (ifRange?.sent !== undefined && ifRange.sent !== ifRange.etag) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix: the last N bytes (all of them if N is larger than the file).
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end } };
}
