import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createSeller, signIn } from '@test/factories';
import { TestClient } from '@test/http';
import { expectPagingRefusals, readAllPages } from '@test/paging';
import { MAX_PAGE_SIZE } from '@shared/paging';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/me/products', () => {
  it('pages her listings newest first, hidden ones included, with no duplicate and no gap', async () => {
    const seller = await createSeller(t);
    const client = await signIn(t, seller);
    const created = Date.parse('2026-01-01T00:00:00Z');
    const ids: string[] = [];
    // 60 listings, the last ten at the same instant: the id breaks the tie.
    for (let i = 0; i < 60; i++)
      ids.push(
        await insertProduct(t, seller.id, {
          created_at: new Date(created + Math.min(i, 50) * 60_000),
          is_available: i % 3 !== 0,
          hidden_by_admin: i === 7,
        }),
      );
    await insertProduct(t, seller.id, { title: 'Supprimée', deleted_at: new Date() });

    const first = (await client.get('/api/me/products')).json();
    expect(first.items).toHaveLength(MAX_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const read = await readAllPages(client, '/api/me/products', { limit: 7 });
    expect(read).toHaveLength(60);
    expect(new Set(read)).toEqual(new Set(ids));
    expect(read.slice(0, MAX_PAGE_SIZE)).toEqual(first.items.map((item: { id: string }) => item.id));
    expect(read.slice(-40)).toEqual(ids.slice(0, 40).reverse());
    await expectPagingRefusals(client, '/api/me/products');
  });

  it('shows each seller only her own listings, and nothing to a visitor', async () => {
    const one = await createSeller(t);
    const other = await createSeller(t);
    const hers = await insertProduct(t, one.id);
    const theirs = await insertProduct(t, other.id);
    expect(await readAllPages(await signIn(t, other), '/api/me/products')).toEqual([theirs]);
    expect(await readAllPages(await signIn(t, one), '/api/me/products')).toEqual([hers]);
    expect((await new TestClient(t.app).get('/api/me/products')).statusCode).toBe(401);
  });
});
