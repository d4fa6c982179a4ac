import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OfferCard, madeOfferSchema } from '@shared/offers/offer.schemas';
import { apiFetch } from '@web/lib/api-client';
import { messagesRootKey } from '@web/lib/messages-query-keys';

export async function makeOffer({ productId, amountCents }: { productId: string; amountCents: number }) {
  const payload = await apiFetch(`/api/products/${encodeURIComponent(productId)}/offers`, {
    method: 'POST',
    body: { amountCents },
  });
  return madeOfferSchema.parse(payload).offer;
}

export type OfferAnswerInput = { offerId: string } & (
  { kind: 'accept' } | { kind: 'refuse' } | { kind: 'counter'; amountCents: number }
);

export async function answerOffer(input: OfferAnswerInput): Promise<OfferCard> {
  const payload = await apiFetch(`/api/offers/${encodeURIComponent(input.offerId)}/${input.kind}`, {
    method: 'POST',
    body: input.kind === 'counter' ? { amountCents: input.amountCents } : {},
  });
  return madeOfferSchema.parse(payload).offer;
}

/** Both refresh every conversation query and the product page's offer (all under the messages' key). */
export function useMakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesRootKey }),
  });
}

export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesRootKey }),
  });
}
