import { describe, expect, it } from 'vitest';
import { resolveRange } from './http-range';

const SIZE = 1000;

describe('a Range header read against a 1,000-byte file', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=500-599', { start: 500, end: 599 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=0-0', { start: 0, end: 0 }],
  ])('%s names bytes %o', (header, range) => {
    expect(resolveRange(header, SIZE)).toEqual({ kind: 'partial', range });
  });

  it.each(['bytes=1000-', 'bytes=1000-1100', 'bytes=-0', 'bytes=600-500'])('%s is unsatisfiable', (header) => {
    expect(resolveRange(header, SIZE)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([undefined, '', 'bytes=0-1,5-6', 'items=0-10', 'bytes=a-b', 'bytes=-', 'bytes 0-10'])(
    '%o is ignored: the whole file',
    (header) => {
      expect(resolveRange(header, SIZE)).toEqual({ kind: 'whole' });
    },
  );

  it('gives nothing of an empty file', () => {
    expect(resolveRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(resolveRange('bytes=-10', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('sends the whole file when If-Range names another version of it', () => {
    expect(resolveRange('bytes=0-9', SIZE, { sent: '"old"', etag: '"new"' })).toEqual({ kind: 'whole' });
    expect(resolveRange('bytes=0-9', SIZE, { sent: '"new"', etag: '"new"' })).toEqual({
      kind: 'partial',
      range: { start: 0, end: 9 },
    });
  });
});
