import { dac7Texts, isReportable, parisYear } from '@shared/tax/dac7';
import type { Db } from '@server/db/connection';
import { conflict } from '@server/platform/errors';
import { sellersWithTaxDetails } from './complete-tax-details';
import { sellerYear, yearlyActivity } from './seller-activity';

/**
 * DAC7 (Annex V, Section III B): a seller who became reportable without giving their tax details
 * (complete for their status) is not paid until they do. The year of `at` counts, and the year before, whose report is made
 * in January (decision 063).
 */
export async function payoutsHeldForTax(db: Db, sellerId: string, at: Date): Promise<boolean> {
  if ((await sellersWithTaxDetails(db, [sellerId])).has(sellerId)) return false;
  const year = parisYear(at);
  for (const y of [year, year - 1]) {
    if (isReportable(await sellerYear(db, y, sellerId))) return true;
  }
  return false;
}

/** recordPayout's check, on the seller row it already locked. */
export async function refuseWhileTaxDetailsMissing(db: Db, sellerId: string, at: Date): Promise<void> {
  if (await payoutsHeldForTax(db, sellerId, at)) throw conflict(dac7Texts.heldForAdmin, 'TAX_DETAILS_MISSING');
}

/** Of these sellers, those whose payouts are held for missing tax details (the admin's payout list). */
export async function sellersHeldForTax(db: Db, sellerIds: string[], at: Date): Promise<Set<string>> {
  if (sellerIds.length === 0) return new Set();
  const known = await sellersWithTaxDetails(db, sellerIds);
  // Only those without details can be held: their figures alone are read.
  const unknown = sellerIds.filter((id) => !known.has(id));
  const year = parisYear(at);
  const [current, previous] = await Promise.all([
    yearlyActivity(db, year, unknown),
    yearlyActivity(db, year - 1, unknown),
  ]);
  return new Set(
    unknown.filter((id) =>
      [current.get(id), previous.get(id)].some((figures) => figures !== undefined && isReportable(figures)),
    ),
  );
}
