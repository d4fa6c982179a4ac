import { formatLongDateTime } from '@web/lib/french-dates';
import type { OrderView } from '@shared/orders/order-view.schemas';
import { withdrawalMessages } from '@shared/returns/withdrawal';

/**
 * What a withdrawal means for the buyer (L221-18, L221-23, L221-24): until when, who pays the
 * return shipping, what comes back and when.
 */
export function WithdrawalTerms({ withdrawal }: { withdrawal: NonNullable<OrderView['withdrawal']> }) {
  return (
    <div className="grid gap-1 rounded-xl border border-border bg-muted/40 p-3 text-sm">
      {withdrawal.deadline ? (
        <p>
          Vous pouvez vous rétracter sans motif jusqu’au <strong>{formatLongDateTime(withdrawal.deadline)}</strong>.
        </p>
      ) : null}
      <p>
        {withdrawal.sellerPaysReturnShipping
          ? withdrawalMessages.returnShippingSeller
          : withdrawalMessages.returnShippingBuyer}
      </p>
      <p>{withdrawalMessages.refundText}</p>
    </div>
  );
}
