import { Fragment } from 'react';
import { payoutMethodLabels } from '@shared/orders/payout.schemas';
import type { PayoutDestination } from '../payout-destination';

/** The seller's payout method and its details, for the admin to copy into their bank or app. */
export function PayoutDetails({ destination }: { destination: PayoutDestination }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
      <dt className="text-muted-foreground">Mode</dt>
      <dd>{payoutMethodLabels[destination.method]}</dd>
      {destination.lines.map((line) => (
        <Fragment key={line.label}>
          <dt className="text-muted-foreground">{line.label}</dt>
          <dd className="font-mono [overflow-wrap:anywhere]">{line.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
