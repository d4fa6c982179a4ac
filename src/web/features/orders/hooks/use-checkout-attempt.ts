import { useRef } from 'react';
import type { CheckoutData } from '@shared/orders/checkout.schemas';
import type { CheckoutAttempt } from '../api/create-order';

/**
 * The attempt a submitted checkout belongs to: submitting the same form again (after an
 * error, a lost answer) is the same attempt and keeps its idempotency key; a changed form
 * is a new checkout and gets a new key.
 */
export function useCheckoutAttempt(): (input: CheckoutData) => CheckoutAttempt {
  const last = useRef<{ sent: string; attempt: CheckoutAttempt } | null>(null);
  return (input) => {
    const sent = JSON.stringify(input);
    if (last.current?.sent !== sent) last.current = { sent, attempt: { input, idempotencyKey: crypto.randomUUID() } };
    return last.current.attempt;
  };
}
