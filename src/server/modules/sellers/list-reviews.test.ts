import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createSeller, createUser } from '@test/factories';
import { TestClient } from '@test/http';
import { insertReviewedOrder } from '@test/review-factories';
import { expectPagingRefusals, readAllPages } from '@test/paging';
import { MAX_PAGE_SIZE } from '@shared/paging';

let t: TestApp;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  visitor = new TestClient(t.app);
});
afterAll(async () => t.close());

const at = Date.parse('2026-01-01T00:00:00Z');

/** `count` reviews of one buyer on orders of one listing from `start`, a minute apart, the last `tied` at one instant. */
async function reviews(sellerId: string, productId: string, count: number, tied = 0, start = at): Promise<string[]> {
  const buyer = await createUser(t);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    ids.push(
      await insertReviewedOrder(t, {
        buyerId: buyer.id,
        sellerId,
        productId,
        rating: i < count / 2 ? 5 : 4,
        comment: `Avis ${i}`,
        createdAt: new Date(start + Math.min(i, count - tied) * 60_000),
      }),
    );
  }
  return ids;
}

describe("a seller's reviews, paged", () => {
  it('pages them all newest first, the rating over all of them on every page, and refuses a forged cursor', async () => {
    const seller = await createSeller(t);
    const productId = await insertProduct(t, seller.id);
    // 60 reviews, the last ten of the same instant: the id breaks the tie.
    const ids = await reviews(seller.id, productId, 60, 10);
    const url = `/api/sellers/${seller.id}/reviews`;
    const first = (await visitor.get(url)).json();
    expect(first.items).toHaveLength(MAX_PAGE_SIZE);
    const second = (await visitor.get(`${url}?limit=7&cursor=${first.nextCursor}`)).json();
    expect(second.seller.rating).toEqual({ average: 4.5, count: 60 });
    const read = await readAllPages(visitor, url, { limit: 7 });
    expect(read).toHaveLength(60);
    expect(new Set(read)).toEqual(new Set(ids));
    expect(read.slice(-50)).toEqual(ids.slice(0, 50).reverse());
    await expectPagingRefusals(visitor, url);
    // The public profile keeps its 10 latest.
    expect((await visitor.get(`/api/sellers/${seller.id}`)).json().reviews.map((r: { id: string }) => r.id)).toEqual(
      read.slice(0, 10),
    );
  });

  it("pages a product's reviews, and a cursor from another seller's list never brings her reviews", async () => {
    const seller = await createSeller(t);
    const other = await createSeller(t);
    const productId = await insertProduct(t, seller.id);
    const otherProduct = await insertProduct(t, other.id);
    const ids = await reviews(seller.id, productId, 12);
    const [theirs] = await reviews(other.id, otherProduct, 1, 0, at - 3_600_000);
    const url = `/api/products/${productId}/reviews`;
    expect(await readAllPages(visitor, url, { limit: 5 })).toEqual([...ids].reverse());
    await expectPagingRefusals(visitor, url);
    // The other seller's review is an hour older than all of these: after it, none of these and never hers.
    const cursor = Buffer.from(theirs ?? '').toString('base64url');
    for (const list of [url, `/api/sellers/${seller.id}/reviews`]) {
      expect((await visitor.get(`${list}?cursor=${cursor}`)).json()).toMatchObject({ items: [], nextCursor: null });
    }
    expect(await readAllPages(visitor, `/api/sellers/${other.id}/reviews`)).toEqual([theirs]);
  });

  it("answers 'Profil introuvable' on every page for an account being deleted", async () => {
    const leaving = await createSeller(t, { markedForDeletion: true });
    const answer = await visitor.get(`/api/sellers/${leaving.id}/reviews?limit=5`);
    expect([answer.statusCode, answer.json().error.message]).toEqual([404, 'Profil introuvable']);
  });
});
