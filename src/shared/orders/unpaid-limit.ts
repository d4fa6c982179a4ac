/** Decision 038: ordering waits for a confirmed address, as selling does. */
export const orderNeedsVerifiedEmail = 'Confirmez votre adresse e-mail pour commander';

/** The refusal of one unpaid order too many, naming those that wait. */
export function tooManyUnpaidOrders(orderNumbers: readonly string[]): string {
  const count = orderNumbers.length;
  return (
    `Vous avez déjà ${count} commande${count > 1 ? 's' : ''} en attente de paiement (${orderNumbers.join(', ')}) : ` +
    'payez-les ou annulez-en une avant de commander à nouveau.'
  );
}
