import { sql } from 'kysely';
import { parisYear } from '@shared/tax/dac7';
import type { TaxDetails, taxDetailsInputSchema } from '@shared/tax/tax-details.schemas';
import type { z } from 'zod';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import { notify } from '../notifications/notify';
import { payoutsHeldForTax } from './tax-hold';

export async function readTaxDetails(db: Db, userId: string): Promise<TaxDetails | null> {
  const row = await db
    .selectFrom('seller_tax_details')
    .select([
      'first_name',
      'last_name',
      sql<string>`birth_date::text`.as('birth_date'),
      'street',
      'postal_code',
      'city',
      'country_code',
      'tin',
      'tin_country',
      'vat_number',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    street: row.street,
    postalCode: row.postal_code,
    city: row.city,
    countryCode: row.country_code,
    tin: row.tin,
    tinCountry: row.tin_country,
    vatNumber: row.vat_number,
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * The seller's form, replaced as a whole. When it ends a hold on their payouts, they are told
 * in the same transaction (the admin sees the seller payable again on the payout screen).
 */
export async function saveTaxDetails(
  ctx: AppContext,
  userId: string,
  input: z.output<typeof taxDetailsInputSchema>,
): Promise<TaxDetails> {
  const at = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const wasHeld = await payoutsHeldForTax(trx, userId, at);
    const values = {
      first_name: input.firstName,
      last_name: input.lastName,
      birth_date: input.birthDate,
      street: input.street,
      postal_code: input.postalCode,
      city: input.city,
      country_code: input.countryCode,
      tin: input.tin,
      tin_country: input.tinCountry,
      vat_number: input.vatNumber ?? null,
      updated_at: at,
    };
    await trx
      .insertInto('seller_tax_details')
      .values({ user_id: userId, ...values, created_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    if (wasHeld) {
      await notify(trx, [
        {
          userId,
          type: 'payout',
          title: 'Versements repris',
          message: `Merci : vos informations fiscales pour ${parisYear(at)} sont enregistrées, vos versements peuvent reprendre.`,
          link: '/earnings',
        },
      ]);
    }
  });
  const saved = await readTaxDetails(ctx.db, userId);
  if (!saved) throw new Error('tax details vanished after saving');
  return saved;
}

/** The seller's professional status and SIRET as the verification desk approved them (0010). */
export async function professionalStatus(
  db: Db,
  userId: string,
): Promise<{ isProfessional: boolean; siret: string | null }> {
  const row = await db
    .selectFrom('seller_verifications')
    .select(['is_professional', 'siret'])
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return { isProfessional: row?.is_professional ?? false, siret: row?.siret ?? null };
}
