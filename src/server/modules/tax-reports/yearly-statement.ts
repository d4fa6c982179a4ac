import { dac7Texts, isReportable, parisYear } from '@shared/tax/dac7';
import type { TaxDetails, TaxStatement } from '@shared/tax/tax-details.schemas';
import type { AppContext } from '@server/context';
import { conflict, notFound } from '@server/platform/errors';
import { sellerYear } from './seller-activity';
import { payoutIban } from './read-tax-profile';
import { readTaxDetails, sellerCompany } from './tax-details';

const personName = (details: TaxDetails | null) =>
  details?.firstName && details.lastName ? `${details.firstName} ${details.lastName}` : null;

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
  const [profile, details, { isProfessional, company }, iban] = await Promise.all([
    ctx.db.selectFrom('profiles').select(['full_name', 'email']).where('id', '=', userId).executeTakeFirstOrThrow(),
    readTaxDetails(ctx.db, userId),
    sellerCompany(ctx.db, userId),
    payoutIban(ctx.db, userId),
  ]);
  return {
    year,
    issuedAt: at.toISOString(),
    operator: { name: operator.name, tin: operator.tin, address: operator.address },
    seller: {
      name: company?.name ?? personName(details) ?? profile.full_name,
      email: profile.email,
      isProfessional,
      company,
      details,
      iban: iban?.iban ?? null,
    },
    activity,
  };
}
