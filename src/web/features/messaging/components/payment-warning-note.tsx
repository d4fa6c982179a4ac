import { ShieldAlert } from 'lucide-react';
import { messagingTexts } from '@shared/messaging/message-texts';

/** Shown to both people under a message that carries payment details or invites payment outside. */
export function PaymentWarningNote() {
  return (
    <div role="note" className="flex gap-2 rounded-xl border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm">
      <ShieldAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{messagingTexts.paymentWarningTitle}</strong>
        <br />
        {messagingTexts.paymentWarning}
      </p>
    </div>
  );
}
