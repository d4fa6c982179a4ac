import { type ReactNode, useState } from 'react';
import { Check, PackageCheck, Scale, Truck, X } from 'lucide-react';
import { type ReturnAction, returnReasonLabels, returnStatusLabels } from '@shared/returns/return-status';
import type { OrderReturnView } from '@shared/returns/return-view.schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import type { ReturnStepPath } from '../api/return-actions';
import { ProofPreview } from './proof-preview';
import { ReturnDetails } from './return-details';
import type { ReturnStepText } from './return-step-dialog';
import {
  LazyDialog,
  ReturnApproveDialog,
  ReturnDisputeDialog,
  ReturnReceivedDialog,
  ReturnRefusalDialog,
  ReturnShippedBackDialog,
  ReturnStepDialog,
} from './lazy-dialogs';

type PanelAction = Exclude<ReturnAction, 'adminValidate' | 'markRefunded' | 'upholdRefusal' | 'orderReturn'>;
type YesNoAction = 'cancel';

const steps: Record<YesNoAction, { path: ReturnStepPath; text: ReturnStepText }> = {
  cancel: {
    path: 'cancel',
    text: {
      title: 'Annuler la demande de retour',
      description: 'Votre demande de retour sera annulée.',
      confirmLabel: 'Annuler la demande',
      destructive: true,
    },
  },
};

const buttons: { action: PanelAction; label: string; icon: ReactNode; variant?: 'outline' }[] = [
  { action: 'approve', label: 'Accepter le retour', icon: <Check aria-hidden="true" /> },
  { action: 'reject', label: 'Refuser le retour', icon: <X aria-hidden="true" />, variant: 'outline' },
  { action: 'markShippedBack', label: "J'ai renvoyé l'article", icon: <Truck aria-hidden="true" /> },
  { action: 'confirmReceived', label: 'Confirmer la réception du retour', icon: <PackageCheck aria-hidden="true" /> },
  { action: 'cancel', label: 'Annuler la demande de retour', icon: <X aria-hidden="true" />, variant: 'outline' },
  { action: 'openDispute', label: 'Contester le refus', icon: <Scale aria-hidden="true" /> },
];

function PanelDialog({ action, ret, onDone }: { action: PanelAction; ret: OrderReturnView; onDone: () => void }) {
  switch (action) {
    case 'confirmReceived':
      return <ReturnReceivedDialog returnId={ret.id} onDone={onDone} />;
    case 'approve':
      return <ReturnApproveDialog returnId={ret.id} onDone={onDone} />;
    case 'reject':
      return <ReturnRefusalDialog returnId={ret.id} onDone={onDone} />;
    case 'markShippedBack':
      return <ReturnShippedBackDialog returnId={ret.id} onDone={onDone} />;
    case 'openDispute':
      return <ReturnDisputeDialog returnId={ret.id} onDone={onDone} />;
    default:
      return <ReturnStepDialog returnId={ret.id} {...steps[action]} onDone={onDone} />;
  }
}

function ReturnFiles({ ret }: { ret: OrderReturnView }) {
  const proofs = [{ url: ret.adminRefundProofUrl, label: 'Preuve du remboursement' }].filter(
    (proof): proof is { url: string; label: string } => proof.url !== null,
  );
  if (ret.photoUrls.length === 0 && proofs.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-3 text-sm" aria-label="Photos et preuves du retour">
      {ret.photoUrls.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer" aria-label={`Voir la photo ${index + 1} du retour`}>
            <img src={url} alt="" className="size-16 rounded-lg border border-border object-cover" />
          </a>
        </li>
      ))}
      {proofs.map((proof) => (
        <li key={proof.label} className="flex items-center gap-2">
          <ProofPreview url={proof.url} />
          <span className="text-muted-foreground">{proof.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The order's return: where it stands, who acts next, its photos and proofs, and this party's next step. */
export function ReturnPanel({ ret, orderNumber }: { ret: OrderReturnView; orderNumber: string }) {
  const [open, setOpen] = useState<PanelAction | null>(null);
  const shown = buttons.filter((button) => ret.allowedActions.includes(button.action));
  const headingId = `return-${ret.id}-title`;
  return (
    // Named after its heading and its order: two returns for the same reason stay two landmarks apart.
    <section
      aria-labelledby={`${headingId} ${headingId}-order`}
      className="grid gap-3 rounded-xl border border-border p-3"
    >
      <span id={`${headingId}-order`} hidden>
        commande {orderNumber}
      </span>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-medium">
          Retour · {returnReasonLabels[ret.reason]}
        </h4>
        <Badge variant="outline">{returnStatusLabels[ret.status]}</Badge>
      </div>
      {/* Who acts next (issue 27), unless the badge already says it in the same words. */}
      {ret.nextStep !== returnStatusLabels[ret.status] ? <p className="text-sm font-medium">{ret.nextStep}</p> : null}
      {ret.description ? <p className="text-sm wrap-anywhere text-muted-foreground">{ret.description}</p> : null}
      <ReturnFiles ret={ret} />
      <ReturnDetails ret={ret} />
      {shown.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {shown.map((button) => (
            <Button
              key={button.action}
              variant={button.variant ?? 'default'}
              onClick={() => setOpen(button.action)}
              // A long label wraps on a 320 px phone rather than widening the order card.
              className="h-auto min-h-11 shrink whitespace-normal"
            >
              {button.icon}
              {button.label}
            </Button>
          ))}
        </div>
      ) : null}
      <LazyDialog open={open !== null} onClose={() => setOpen(null)}>
        {open ? <PanelDialog action={open} ret={ret} onDone={() => setOpen(null)} /> : null}
      </LazyDialog>
    </section>
  );
}
