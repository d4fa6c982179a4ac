import { sql } from 'kysely';
import { parisYear } from '@shared/tax/dac7';
import {
  type TaxCompany,
  taxDetailsMessages,
  type TaxDetails,
  individualTaxDetailsInputSchema,
  type taxDetailsInputSchema,
} from '@shared/tax/tax-details.schemas';
import type { z } from 'zod';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import { badRequest } from '@server/platform/errors';
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
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * The seller's form, replaced as a whole. A private seller gives their names and date of birth; a
 * professional is reported under its legal details, so none are kept for it. When it ends a hold
 * on their payouts, they are told in the same transaction (the admin sees the seller payable again
 * on the payout screen).
 */
export async function saveTaxDetails(
  ctx: AppContext,
  userId: string,
  input: z.output<typeof taxDetailsInputSchema>,
): Promise<TaxDetails> {
  const at = ctx.clock.now();
  const { isProfessional } = await sellerCompany(ctx.db, userId);
  const person = isProfessional ? null : individualTaxDetailsInputSchema.safeParse(input);
  if (person && !person.success) throw badRequest(person.error.issues[0]?.message ?? taxDetailsMessages.firstName);
  await ctx.db.transaction().execute(async (trx) => {
    const wasHeld = await payoutsHeldForTax(trx, userId, at);
    const values = {
      first_name: person?.data.firstName ?? null,
      last_name: person?.data.lastName ?? null,
      birth_date: person?.data.birthDate ?? null,
      street: input.street,
      postal_code: input.postalCode,
      city: input.city,
      country_code: input.countryCode,
      tin: input.tin,
      tin_country: input.tinCountry,
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

/** The seller's status (profiles.seller_status) and, for a professional, its company (decision 060). */
export async function sellerCompany(
  db: Db,
  userId: string,
): Promise<{ isProfessional: boolean; company: TaxCompany | null }> {
  const row = await db
    .selectFrom('profiles as p')
    .leftJoin('seller_legal_details as l', 'l.user_id', 'p.id')
    .select(['p.seller_status', 'l.company_name', 'l.siret', 'l.vat_number'])
    .where('p.id', '=', userId)
    .executeTakeFirst();
  const isProfessional = row?.seller_status === 'professional';
  const company =
    isProfessional && row.company_name && row.siret
      ? { name: row.company_name, siret: row.siret, vatNumber: row.vat_number }
      : null;
  return { isProfessional, company };
}
