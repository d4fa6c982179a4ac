import { expect } from 'vitest';
import { MAX_PAGE_SIZE, pagingMessages } from '@shared/paging';
import type { TestClient } from './http';

type Page = { items: { id: string }[]; nextCursor: string | null };

/**
 * Every page of a paged list, following `nextCursor` from `url` (decision 073): each page is
 * at most `limit` rows, and only the last one has no cursor. Gives the ids in the order read.
 */
export async function readAllPages(
  client: TestClient,
  url: string,
  { limit = MAX_PAGE_SIZE, pageOf = (body: unknown) => body as Page } = {},
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  const join = url.includes('?') ? '&' : '?';
  do {
    const query: string = `${join}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await client.get(`${url}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = pageOf(response.json());
    expect(page.items.length).toBeLessThanOrEqual(limit);
    if (page.nextCursor) expect(page.items).toHaveLength(limit);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

/** A forged cursor and a page too long are refused with a French message, never a 500. */
export async function expectPagingRefusals(client: TestClient, url: string): Promise<void> {
  const join = url.includes('?') ? '&' : '?';
  const forged = await client.get(`${url}${join}cursor=${Buffer.from('pas-un-id').toString('base64url')}`);
  expect([forged.statusCode, forged.json().error.message]).toEqual([400, pagingMessages.badCursor]);
  const tooLong = await client.get(`${url}${join}limit=${MAX_PAGE_SIZE + 1}`);
  expect(tooLong.statusCode).toBe(400);
}
