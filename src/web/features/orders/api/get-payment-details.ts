import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PaymentReceivingDetails, paymentReceivingDetailsSchema } from '@shared/orders/order-view.schemas';
import { apiFetch } from '@web/lib/api-client';

export async function getPaymentDetails(signal?: AbortSignal): Promise<PaymentReceivingDetails> {
  return paymentReceivingDetailsSchema.parse(await apiFetch('/api/payment-details', { signal }));
}

export const paymentDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['payment-details'],
    queryFn: ({ signal }) => getPaymentDetails(signal),
    // The platform's accounts change with a deploy, not during a visit.
    staleTime: Infinity,
  });

export function usePaymentDetails() {
  return useQuery(paymentDetailsQueryOptions());
}
