import { type ReactNode, useState } from 'react';
import { Ban, Check, PackageCheck, Truck, Upload, X } from 'lucide-react';
import type { OrderView } from '@shared/orders/order-view.schemas';
import { type ReturnAction, returnReasonLabels, returnStatusLabels } from '@shared/returns/return-status';
import type { OrderReturnView } from '@shared/returns/return.schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import type { ReturnStepPath } from '../api/return-actions';
import { ProofPreview } from './proof-preview';
import { RefundProofDialog } from './refund-proof-dialog';
import { ReturnStepDialog, type ReturnStepText } from './return-step-dialog';

type PanelAction = Exclude<ReturnAction, 'adminValidate' | 'markRefunded'>;

const steps: Record<Exclude<PanelAction, 'submitRefundProof'>, { path: ReturnStepPath; text: ReturnStepText }> = {
  approve: {
    path: 'approve',
    text: {
      title: 'Accepter le retour',
      description: "Vous acceptez le retour : envoyez ensuite la preuve du remboursement pour que l'admin le valide.",
      confirmLabel: 'Accepter le retour',
    },
  },
  reject: {
    path: 'reject',
    text: {
      title: 'Refuser le retour',
      description: "L'acheteur sera informé que vous refusez sa demande de retour.",
      confirmLabel: 'Refuser le retour',
      destructive: true,
    },
  },
  markShippedBack: {
    path: 'shipped-back',
    text: {
      title: 'Confirmer le renvoi',
      description: "Confirmez seulement après avoir renvoyé l'article au vendeur.",
      confirmLabel: "J'ai renvoyé l'article",
    },
  },
  confirmReceived: {
    path: 'received',
    text: {
      title: 'Confirmer la réception du retour',
      description: "Confirmez que vous avez bien reçu l'article retourné. L'admin clôturera ensuite le remboursement.",
      confirmLabel: "J'ai reçu l'article",
    },
  },
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
  { action: 'submitRefundProof', label: 'Envoyer la preuve de remboursement', icon: <Upload aria-hidden="true" /> },
  { action: 'markShippedBack', label: "J'ai renvoyé l'article", icon: <Truck aria-hidden="true" /> },
  { action: 'confirmReceived', label: 'Confirmer la réception du retour', icon: <PackageCheck aria-hidden="true" /> },
  { action: 'cancel', label: 'Annuler la demande de retour', icon: <Ban aria-hidden="true" />, variant: 'outline' },
];

function ReturnFiles({ ret }: { ret: OrderReturnView }) {
  const proofs = [
    { url: ret.sellerRefundProofUrl, label: 'Preuve du vendeur' },
    { url: ret.adminRefundProofUrl, label: "Preuve de l'admin" },
  ].filter((proof): proof is { url: string; label: string } => proof.url !== null);
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

/** The order's return: where it stands, its photos and proofs, and this party's next step. */
export function ReturnPanel({ order, ret }: { order: OrderView; ret: OrderReturnView }) {
  const [open, setOpen] = useState<PanelAction | null>(null);
  const shown = buttons.filter((button) => ret.allowedActions.includes(button.action));
  const headingId = `return-${ret.id}-title`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-xl border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-medium">
          Retour · {returnReasonLabels[ret.reason]}
        </h4>
        <Badge variant="outline">{returnStatusLabels[ret.status]}</Badge>
      </div>
      {ret.description ? <p className="text-sm break-words text-muted-foreground">{ret.description}</p> : null}
      <ReturnFiles ret={ret} />
      {shown.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {shown.map((button) => (
            <Button key={button.action} variant={button.variant ?? 'default'} onClick={() => setOpen(button.action)}>
              {button.icon}
              {button.label}
            </Button>
          ))}
        </div>
      ) : null}
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open === 'submitRefundProof' ? (
          <RefundProofDialog order={order} returnId={ret.id} onDone={() => setOpen(null)} />
        ) : open ? (
          <ReturnStepDialog returnId={ret.id} {...steps[open]} onDone={() => setOpen(null)} />
        ) : null}
      </Dialog>
    </section>
  );
}
