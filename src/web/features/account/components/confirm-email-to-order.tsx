import { orderNeedsVerifiedEmail } from '@shared/orders/unpaid-limit';
import { ResendVerificationButton } from './resend-verification-button';

/** Shown on the checkout before any attempt: the order would be refused until the address is confirmed. */
export function ConfirmEmailToOrder({ email }: { email: string }) {
  return (
    <section
      role="alert"
      aria-label="Adresse e-mail à confirmer"
      className="grid gap-3 rounded-xl border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm"
    >
      <p className="font-medium text-destructive">{orderNeedsVerifiedEmail}.</p>
      <p>
        Suivez le lien que nous avons envoyé à <span className="font-medium [overflow-wrap:anywhere]">{email}</span>,
        puis revenez sur cette page pour commander.
      </p>
      <div>
        <ResendVerificationButton />
      </div>
    </section>
  );
}
