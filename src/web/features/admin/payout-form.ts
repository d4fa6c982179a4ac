import { z } from 'zod';
import { centsToEurosInput, eurosToCents } from '@shared/money';
import {
  type PayoutMethod,
  type SellerBalance,
  payoutMessages,
  recordPayoutSchema,
} from '@shared/orders/payout.schemas';

const fields = recordPayoutSchema.shape;

/**
 * What the payout form holds (strings, as inputs give them) and how it becomes the API's
 * body; the rules and French messages are the shared ones the server applies.
 */
export const payoutFormSchema = z
  .object({
    sellerId: fields.sellerId,
    method: z.string().pipe(fields.method),
    reference: fields.reference,
    amount: z
      .string()
      .transform((value, ctx) => {
        const cents = eurosToCents(value);
        if (cents === null) {
          ctx.issues.push({ code: 'custom', message: payoutMessages.amountInvalid, input: value });
          return z.NEVER;
        }
        return cents;
      })
      .pipe(fields.amountCents),
  })
  .transform(({ amount, ...rest }) => ({ ...rest, amountCents: amount }));

export type PayoutFormValues = z.input<typeof payoutFormSchema>;

/** "101,99": what is owed, written the French way. */
const frenchAmount = (cents: number) => centsToEurosInput(cents).replace('.', ',');

export function payoutFormDefaults(seller: SellerBalance, method: PayoutMethod | null): PayoutFormValues {
  return { sellerId: seller.sellerId, method: method ?? '', reference: '', amount: frenchAmount(seller.owedCents) };
}
