import { BellRing, X } from 'lucide-react';
import { useState } from 'react';
import { pushTexts } from '@shared/notifications/notification-texts';
import { Button } from '@web/components/ui/button';
import { lazyToast } from '@web/lib/lazy-toast';
import { refusalMessage } from '@web/lib/refusal-message';
import { usePushSubscription } from '../hooks/use-push-subscription';

const DISMISSED_KEY = 'boucles.push-offer-dismissed';

// Private browsing may refuse storage: the offer then simply comes back next visit.
function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Nothing to do: see readDismissed.
  }
}

/**
 * Once the user has an order (bought or sold), offers push on this device, where it can be
 * turned on and is not yet; dismissed for good on this browser. It floats at the foot of the
 * screen: known only once the browser has answered, it would push the list down if it came
 * above it (layout shift, issue 35).
 */
export function PushOfferCard({ hasOrders }: { hasOrders: boolean }) {
  const push = usePushSubscription();
  const [dismissed, setDismissed] = useState(readDismissed);

  const offered = hasOrders && push.supported && !push.isLoading && push.permission !== 'denied' && !push.subscribed;
  if (!offered || dismissed) return null;

  function dismiss() {
    rememberDismissed();
    setDismissed(true);
  }

  async function accept() {
    try {
      const permission = await push.subscribe();
      if (permission === 'granted') lazyToast('success', pushTexts.enabled);
      else if (permission === 'denied') lazyToast('error', pushTexts.denied);
    } catch (error) {
      lazyToast('error', refusalMessage(error, pushTexts.error));
    }
  }

  return (
    <section
      aria-labelledby="push-offer-title"
      className="flex items-start gap-3 rounded-2xl border border-border bg-card p-4"
    >
      <BellRing className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-2">
        <h2 id="push-offer-title" className="font-semibold">
          {pushTexts.offerTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{pushTexts.offerText}</p>
        <div>
          <Button size="sm" disabled={push.isBusy} onClick={() => void accept()}>
            {pushTexts.offerAccept}
          </Button>
        </div>
      </div>
      <Button variant="ghost" size="icon" className="-mt-2 -mr-2" aria-label={pushTexts.offerDismiss} onClick={dismiss}>
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}
