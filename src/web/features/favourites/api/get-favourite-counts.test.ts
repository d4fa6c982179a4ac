import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '@web/lib/api-client';
import { getFavouriteCount } from './get-favourite-counts';

vi.mock('@web/lib/api-client', () => ({ apiFetch: vi.fn() }));
const fetched = vi.mocked(apiFetch);
afterEach(() => fetched.mockReset());

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('favourite counts asked by the cards (decision 076)', () => {
  it('asks for the cards drawn together in requests of at most 50 ids, each card its own count', async () => {
    fetched.mockImplementation(async (url) => {
      const ids = new URL(String(url), 'http://x').searchParams.get('ids')!.split(',');
      return { counts: Object.fromEntries(ids.filter((id) => id.endsWith('7')).map((id) => [id, 3])) };
    });
    const ids = Array.from({ length: 60 }, (_, n) => idOf(n));
    const counts = await Promise.all([...ids, ids[0]!].map((id) => getFavouriteCount(id)));
    expect(fetched).toHaveBeenCalledTimes(2);
    const asked = fetched.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams.get('ids')!.split(','));
    expect(asked.map((chunk) => chunk.length)).toEqual([50, 10]);
    expect(counts[7]).toBe(3);
    expect(counts[8]).toBe(0);
    expect(counts.at(-1)).toBe(0);
  });

  it('fails the cards of a refused request, and asks again on the next', async () => {
    fetched.mockRejectedValueOnce(new Error('hors ligne'));
    await expect(getFavouriteCount(idOf(1))).rejects.toThrow('hors ligne');
    fetched.mockResolvedValueOnce({ counts: { [idOf(1)]: 2 } });
    await expect(getFavouriteCount(idOf(1))).resolves.toBe(2);
  });
});
