import { sql } from 'kysely';
import { formatEuros } from '@shared/money';
import type { Db } from '@server/db/connection';
import { notify } from '../notifications/notify';

const DAY_MS = 86_400_000;

export type PriceDropRule = {
  now: Date;
  /** The smallest drop, in %, below the last price the saver was told of (PRICE_DROP_MIN_PERCENT). */
  minDropPercent: number;
};

/**
 * Tells the people who saved a listing that its price went down, inside the transaction that
 * changed it. Each saver hears of a price only at least `minDropPercent` below the last one
 * they were told of (or the price when they saved it), and at most once a day per listing:
 * a seller cutting a cent at a time, or nudging a price down and up again, sends nothing
 * (issue 29). A listing no longer on sale, a seller on holiday (decision 059) and a seller
 * the saver blocked say nothing.
 */
export async function tellSaversOfPriceDrop(trx: Db, productId: string, rule: PriceDropRule): Promise<number> {
  const lastTold = sql<number>`coalesce(f.notified_price_cents, f.saved_price_cents)`;
  const told = await trx
    .updateTable('favourites as f')
    .from('products as p')
    .set((eb) => ({ notified_price_cents: eb.ref('p.price_cents'), notified_at: rule.now }))
    .whereRef('p.id', '=', 'f.product_id')
    .where('f.product_id', '=', productId)
    .where(sql<boolean>`p.price_cents < ${lastTold}`)
    .where(sql<boolean>`p.price_cents::numeric * 100 <= ${lastTold}::numeric * (100 - ${rule.minDropPercent}::numeric)`)
    .where((eb) =>
      eb.or([eb('f.notified_at', 'is', null), eb('f.notified_at', '<=', new Date(rule.now.getTime() - DAY_MS))]),
    )
    .where(sql<boolean>`p.is_available AND NOT p.hidden_by_admin AND p.deleted_at IS NULL AND p.stock_quantity > 0`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('profiles as away')
            .select('away.id')
            .whereRef('away.id', '=', 'p.seller_id')
            .where('away.holiday_until', 'is not', null),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('blocked_users as b')
            .select('b.id')
            .whereRef('b.blocker_id', '=', 'f.user_id')
            .whereRef('b.blocked_id', '=', 'p.seller_id'),
        ),
      ),
    )
    .returning(['f.user_id', 'f.saved_price_cents', 'p.title', 'p.price_cents'])
    .execute();
  await notify(
    trx,
    told.map((row) => ({
      userId: row.user_id,
      type: 'price_drop' as const,
      title: 'Baisse de prix sur un favori',
      message: `« ${row.title} » passe à ${formatEuros(row.price_cents)} (${formatEuros(row.saved_price_cents)} quand vous l'avez ajouté).`,
      link: `/product/${productId}`,
    })),
  );
  return told.length;
}
