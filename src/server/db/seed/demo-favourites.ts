import { sql } from 'kysely';
import type { AppContext } from '@server/context';
import { saveSearch } from '../../modules/saved-searches/save-search';

/** Who saved what: enough for 'Mes favoris', the sellers' figures and a sold-out favourite. */
const FAVOURITES: Record<string, string[]> = {
  'fatou@boucles.demo': [
    'Perruque lace frontale 13x4 body wave 60 cm',
    'Perruque kinky curly closure 4x4 40 cm',
    'Perruque 360 lace water wave 65 cm',
    'Tissage ombré 1B/27 body wave 3 paquets',
  ],
  'nadia@boucles.demo': ['Perruque lace frontale 13x4 body wave 60 cm', 'Bonnet en satin pour la nuit'],
};
/** Its last unit went in a sale before the demo starts: Fatou's favourite shows 'Vendu'. */
export const DEMO_SOLD_OUT = 'Perruque 360 lace water wave 65 cm';

/**
 * Favourites and a saved search for the demo buyers, written as the app writes them (the
 * saved search through its own service). Runs after the catalogue and accounts exist.
 */
export async function seedDemoFavourites(ctx: AppContext): Promise<void> {
  const accounts = await ctx.db
    .selectFrom('profiles')
    .select(['id', 'email'])
    .where('email', 'in', Object.keys(FAVOURITES))
    .execute();
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    for (const account of accounts) {
      const titles = FAVOURITES[account.email] ?? [];
      for (const [index, title] of titles.entries()) {
        await trx
          .insertInto('favourites')
          .columns(['user_id', 'product_id', 'saved_price_cents', 'created_at'])
          .expression(
            trx
              .selectFrom('products')
              .select([
                sql<string>`${account.id}::uuid`.as('user_id'),
                'id as product_id',
                'price_cents as saved_price_cents',
                // An hour apart, the first title the most recent.
                sql<Date>`${new Date(now.getTime() - (index + 1) * 3_600_000)}::timestamptz`.as('created_at'),
              ])
              .where('title', '=', title),
          )
          .execute();
      }
    }
    await trx.updateTable('products').set({ stock_quantity: 0 }).where('title', '=', DEMO_SOLD_OUT).execute();
  });
  const fatou = accounts.find((account) => account.email === 'fatou@boucles.demo');
  if (fatou) {
    await saveSearch(
      ctx.db,
      fatou.id,
      { name: 'Perruque naturelle noire', filters: { category: 'Perruques', hairType: 'Naturel', color: 'noir' } },
      now,
    );
  }
}
