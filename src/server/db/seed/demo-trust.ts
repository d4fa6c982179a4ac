import sharp from 'sharp';
import type { AppContext } from '@server/context';
import { storePrivateFile } from '@server/modules/media/private-file';

/** A specimen identity card, so the admin's document link opens something that looks the part. */
const specimenCard = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#e8eef4' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><text x="32" y="64" font-size="30" font-family="sans-serif">CARTE D’IDENTITÉ — SPÉCIMEN</text><text x="32" y="150" font-size="24" font-family="sans-serif">Nom : MENSAH</text><text x="32" y="200" font-size="24" font-family="sans-serif">Prénom : Koffi</text><text x="32" y="250" font-size="24" font-family="sans-serif">Né le : 12/03/1990</text><text x="32" y="360" font-size="18" font-family="sans-serif" fill="#a33">Document fictif de démonstration</text></svg>',
        ),
      },
    ])
    .webp()
    .toBuffer();

const idOf = async (ctx: AppContext, email: string) =>
  (await ctx.db.selectFrom('profiles').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/**
 * The trust desk has work on a first start: Aminata's verification on record (her badge), a
 * pending request from Koffi with his document, and an open report on one of Grace's listings.
 */
export async function seedDemoTrust(ctx: AppContext): Promise<void> {
  const [admin, aminata, koffi, grace, fatou, nadia] = await Promise.all(
    ['admin', 'aminata', 'koffi', 'grace', 'fatou', 'nadia'].map((name) => idOf(ctx, `${name}@boucles.demo`)),
  );
  const document = await storePrivateFile(ctx, 'verifications', koffi!, {
    data: await specimenCard(),
    mime: 'image/webp',
    extension: 'webp',
  });
  const now = ctx.clock.now();
  const graceListing = await ctx.db
    .selectFrom('products')
    .select('id')
    .where('seller_id', '=', grace!)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('seller_verifications')
      .values([
        {
          user_id: aminata!,
          status: 'approved',
          document_type: 'image',
          decided_by: admin!,
          decided_at: new Date(now.getTime() - 60 * 24 * 3600 * 1000),
          created_at: new Date(now.getTime() - 61 * 24 * 3600 * 1000),
        },
        {
          user_id: koffi!,
          is_professional: true,
          siret: '73282932000074',
          document_key: document,
          document_type: 'image',
        },
      ])
      .execute();
    await trx
      .insertInto('reports')
      .values([
        {
          reporter_id: fatou!,
          report_type: 'product',
          reported_product_id: graceListing.id,
          reason: 'fake_product',
          description: 'Les photos semblent reprises du site d’une autre marque.',
        },
        {
          reporter_id: nadia!,
          report_type: 'product',
          reported_product_id: graceListing.id,
          reason: 'scam',
          description: null,
        },
      ])
      .execute();
  });
}
