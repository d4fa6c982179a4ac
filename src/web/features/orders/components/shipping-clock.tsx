import { useState } from 'react';
import { CalendarPlus, Clock, PackageX } from 'lucide-react';
import { formatDueMoment } from '@shared/orders/order-clock';
import { DAY_MS, shippingClockLabel, shippingClockTexts, type ShippingClockView } from '@shared/orders/shipping-clock';
import type { OrderView } from '@shared/orders/order-view.schemas';
import { Button } from '@web/components/ui/button';
import { ConfirmActionDialog, LazyDialog } from './lazy-dialogs';

type Opened = 'extend' | 'notReceived';

/** The extension adds 3 days (the button's words say so): what the new deadline will read. */
const extendedDeadline = (clock: ShippingClockView) =>
  formatDueMoment(new Date(new Date(clock.at).getTime() + 3 * DAY_MS));

function ClockDialog({ opened, order, onDone }: { opened: Opened; order: OrderView; onDone: () => void }) {
  const clock = order.shippingClock;
  if (!clock) return null;
  return opened === 'extend' ? (
    <ConfirmActionDialog
      order={order}
      path="extend-shipping"
      title={shippingClockTexts.extend}
      description={`Le vendeur aura jusqu'au ${extendedDeadline(clock)} pour expédier votre commande. Vous ne pouvez accorder ce délai qu'une fois.`}
      confirmLabel={shippingClockTexts.extend}
      success={shippingClockTexts.extended}
      failure={shippingClockTexts.extendFailed}
      onDone={onDone}
    />
  ) : (
    <ConfirmActionDialog
      order={order}
      path="not-received"
      title={shippingClockTexts.notReceived}
      description="La commande ne sera pas considérée comme livrée : l'équipe Boucles examine la situation avec le vendeur, puis vous rembourse depuis le séquestre ou considère la commande comme livrée."
      confirmLabel="Signaler le colis non reçu"
      success={shippingClockTexts.notReceivedDone}
      failure={shippingClockTexts.notReceivedFailed}
      destructive
      onDone={onDone}
    />
  );
}

/**
 * The clock on the order card, said to the person who must act (decision 039), with the
 * buyer's two moves: the one extension, and 'Colis non reçu'.
 */
export function ShippingClockNotice({ order }: { order: OrderView }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const clock = order.shippingClock;
  if (!clock) return null;
  const asksBuyer = order.role === 'buyer' && clock.kind === 'transit';
  return (
    <div role="note" className="grid gap-2 rounded-xl bg-muted px-3 py-2 text-sm">
      {asksBuyer ? <p className="font-medium">{shippingClockTexts.receivedQuestion}</p> : null}
      <p className="flex gap-2">
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{shippingClockLabel(clock, order.role)}</span>
      </p>
      {clock.kind === 'ship' && clock.extended ? (
        <p className="text-muted-foreground">Délai prolongé de 3 jours par l'acheteur.</p>
      ) : null}
      {clock.canExtend || clock.canReportNotReceived ? (
        <div className="flex flex-wrap gap-2">
          {clock.canExtend ? (
            <Button variant="outline" onClick={() => setOpened('extend')}>
              <CalendarPlus aria-hidden="true" />
              {shippingClockTexts.extend}
            </Button>
          ) : null}
          {clock.canReportNotReceived ? (
            <Button variant="outline" onClick={() => setOpened('notReceived')}>
              <PackageX aria-hidden="true" />
              {shippingClockTexts.notReceived}
            </Button>
          ) : null}
        </div>
      ) : null}
      <LazyDialog open={opened !== null} onClose={() => setOpened(null)}>
        {opened ? <ClockDialog opened={opened} order={order} onDone={() => setOpened(null)} /> : null}
      </LazyDialog>
    </div>
  );
}

/** The step still to come at the end of the timeline: the deadline, in the same words. */
export function ShippingClockStep({ order }: { order: OrderView }) {
  const clock = order.shippingClock;
  if (!clock) return null;
  return (
    <li className="relative flex gap-3">
      <span
        aria-hidden="true"
        className="mt-1.5 size-2.5 shrink-0 rounded-full border-2 border-dashed border-primary"
      />
      <div className="grid gap-0.5 text-sm">
        <span className="text-muted-foreground">{clock.kind === 'claim' ? 'En attente de décision' : 'À venir'}</span>
        <time dateTime={clock.at} className="text-xs">
          {shippingClockLabel(clock, order.role)}
        </time>
      </div>
    </li>
  );
}
