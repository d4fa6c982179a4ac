import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProofRules } from '@shared/orders/checkout.schemas';
import { type TestApp, createTestApp } from '@test/app';
import { pngImage } from '@test/files';
import { checkout, homeCheckout, orderParties, pngProof, uploadProof } from '@test/order-factories';
import { runExclusively } from '@server/platform/jobs';
import { preparePrivateFile, storePrivateFile } from './private-file';
import { purgePrivateUploadsJob } from './purge-private-uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 60 * 60 * 1000;

describe('private files no row came to reference', () => {
  it('are deleted an hour later, while attached proofs stay', async () => {
    const p = await orderParties(t);
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    expect((await uploadProof(p.buyerClient, orderId, await pngProof())).statusCode).toBe(200);
    const { proof_key: attached } = await t.ctx.db
      .selectFrom('payments')
      .select('proof_key')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    // As if the process died between writing the file and the transaction that attaches it.
    const prepared = await preparePrivateFile(
      { filename: 'recu.png', data: await pngImage(), truncated: false },
      paymentProofRules,
    );
    const orphan = await storePrivateFile(t.ctx, 'payment-proofs', orderId, prepared);

    const job = purgePrivateUploadsJob(t.ctx);
    expect(await runExclusively(t.ctx.db, job)).toBe(0);
    expect(await t.ctx.storage.get(orphan)).not.toBeNull();

    t.clock.advance(2 * HOUR);
    expect(await runExclusively(t.ctx.db, job)).toBe(1);
    expect(await t.ctx.storage.get(orphan)).toBeNull();
    expect(await t.ctx.storage.get(attached!)).not.toBeNull();
    expect(await t.ctx.db.selectFrom('private_uploads').select('key').execute()).toEqual([]);
  });
});
