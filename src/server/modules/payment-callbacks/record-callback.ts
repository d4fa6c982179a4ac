import type { CallbackResult } from '@shared/payments/payment-callback.schemas';
import type { AppContext } from '@server/context';
import { AppError } from '@server/platform/errors';
import { settleLine } from '../reconciliation/settle-line';
import type { StatementLine } from '../reconciliation/statement-line';
import type { PaymentNotification, ProviderAdapter, ProviderName } from './providers';

/**
 * The notification as a statement line: the same matching (reference, amount due, EUR) and
 * the same exceptions as a bank's credit. Its key is the provider's transaction id, unique,
 * so a replayed or redelivered callback stores nothing and validates nothing.
 */
function asLine(provider: ProviderName, adapter: ProviderAdapter, payment: PaymentNotification): StatementLine {
  return {
    key: `${provider}:${payment.transactionId}`,
    bookedOn: payment.paidOn,
    amountCents: payment.amountCents,
    currency: payment.currency,
    // The label names the source in the 'À examiner' list; it holds no reference of its own.
    remittance: `${adapter.label} — ${payment.reference}`,
    debtorName: payment.payer,
    bankReference: payment.transactionId,
  };
}

async function recordOnce(
  ctx: AppContext,
  provider: ProviderName,
  adapter: ProviderAdapter,
  payment: PaymentNotification,
): Promise<CallbackResult> {
  const line = asLine(provider, adapter, payment);
  const at = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const details = () => ({
      source: adapter.label,
      callback: {
        ...payment.details,
        amountCents: payment.amountCents,
        currency: payment.currency,
        reference: payment.reference,
      },
    });
    // No admin acts: the provider's signature stands for the proof (decision 048).
    const { decision, stored } = await settleLine(trx, ctx, line, provider, { validator: null, at, details });
    const orderNumber = decision.order?.order_number ?? null;
    if (!stored) return { outcome: 'already_received', orderNumber };
    return { outcome: decision.kind === 'examine' ? 'to_examine' : 'validated', orderNumber };
  });
}

/** When the order moved between the decision and the validation (the admin's click won), decide again. */
export async function recordCallback(
  ctx: AppContext,
  provider: ProviderName,
  adapter: ProviderAdapter,
  payment: PaymentNotification,
): Promise<CallbackResult> {
  try {
    return await recordOnce(ctx, provider, adapter, payment);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
    return recordOnce(ctx, provider, adapter, payment);
  }
}
