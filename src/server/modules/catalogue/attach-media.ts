import { sql } from 'kysely';
import type { Database } from '@server/db/schema';
import type { Transaction } from 'kysely';
import { badRequest } from '@server/platform/errors';

type Trx = Transaction<Database>;

const mediaMissing = () =>
  badRequest('Un média est introuvable ou ne vous appartient pas, ajoutez-le à nouveau', 'MEDIA_NOT_FOUND');

/**
 * Gives the product exactly these images and videos, in this order. Each must belong to
 * the seller and be unattached or already on this product. Returns the files dropped.
 */
export async function attachMedia(
  trx: Trx,
  input: { productId: string; ownerId: string; imageIds: string[]; videoIds: string[] },
): Promise<string[]> {
  const wanted = [...input.imageIds, ...input.videoIds];
  if (new Set(wanted).size !== wanted.length) throw badRequest('Un même média est ajouté deux fois', 'MEDIA_DUPLICATE');
  const found =
    wanted.length === 0
      ? []
      : await trx
          .selectFrom('product_media')
          .select(['id', 'kind'])
          .where('id', 'in', wanted)
          .where('owner_id', '=', input.ownerId)
          .where((eb) => eb.or([eb('product_id', 'is', null), eb('product_id', '=', input.productId)]))
          .forUpdate()
          .execute();
  const kinds = new Map(found.map((row) => [row.id, row.kind]));
  if (
    input.imageIds.some((id) => kinds.get(id) !== 'image') ||
    input.videoIds.some((id) => kinds.get(id) !== 'video')
  ) {
    throw mediaMissing();
  }
  const dropped = await trx
    .deleteFrom('product_media')
    .where('product_id', '=', input.productId)
    .where((eb) => (wanted.length > 0 ? eb('id', 'not in', wanted) : sql<boolean>`true`))
    .returning(['card_key', 'large_key', 'video_key'])
    .execute();
  const place = async (ids: string[]) => {
    for (const [position, id] of ids.entries()) {
      await trx
        .updateTable('product_media')
        .set({ product_id: input.productId, position })
        .where('id', '=', id)
        .execute();
    }
  };
  await place(input.imageIds);
  await place(input.videoIds);
  return dropped
    .flatMap((row) => [row.card_key, row.large_key, row.video_key])
    .filter((key): key is string => key !== null);
}
