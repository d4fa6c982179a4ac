import { dac7Texts, isReportable, parisYear } from '@shared/tax/dac7';
import type { TaxStatement } from '@shared/tax/tax-details.schemas';
import type { AppContext } from '@server/context';
import { conflict, notFound } from '@server/platform/errors';
import { sellerYear } from './seller-activity';
import { payoutIban } from './read-tax-profile';
import { professionalStatus, readTaxDetails } from './tax-details';

/**
 * The yearly statement of CGI art. 242 bis 2°: the operator, the seller, their status, the
 * number and amount of their sales by quarter, the account they are paid on. Only for a past
 * year in which the seller was reportable.
 */
export async function readTaxStatement(ctx: AppContext, userId: string, year: number): Promise<TaxStatement> {
  const at = ctx.clock.now();
  const activity = await sellerYear(ctx.db, year, userId);
  if (year >= parisYear(at) || !isReportable(activity)) throw notFound(dac7Texts.noStatement, 'NO_TAX_STATEMENT');
  const operator = ctx.config.dac7Operator;
  if (!operator) throw conflict(dac7Texts.operatorMissing, 'DAC7_OPERATOR_MISSING');
  const [profile, details, professional, iban] = await Promise.all([
    ctx.db.selectFrom('profiles').select(['full_name', 'email']).where('id', '=', userId).executeTakeFirstOrThrow(),
    readTaxDetails(ctx.db, userId),
    professionalStatus(ctx.db, userId),
    payoutIban(ctx.db, userId),
  ]);
  return {
    year,
    issuedAt: at.toISOString(),
    operator: { name: operator.name, tin: operator.tin, address: operator.address },
    seller: {
      name: details ? `${details.firstName} ${details.lastName}` : profile.full_name,
      email: profile.email,
      isProfessional: professional.isProfessional,
      siret: professional.siret,
      details,
      iban: iban?.iban ?? null,
    },
    activity,
  };
}
