import { Check, ExternalLink, X } from 'lucide-react';
import { toast } from 'sonner';
import { type AdminVerification, verificationMessages } from '@shared/trust/verification.schemas';
import { SellerStatusBadge } from '@web/components/seller-status-badge';
import { LegalDetailsCheck } from './legal-details-check';
import { Button } from '@web/components/ui/button';
import { refusalMessage } from '@web/lib/refusal-message';
import { useApproveVerification } from '../api/admin-verifications';
import { formatShortDateTime } from '@web/lib/french-dates';

type VerificationRowProps = { request: AdminVerification; onRefuse: (request: AdminVerification) => void };

/** One request: who, individual or professional (SIRET), the document, and the two decisions. */
export function VerificationRow({ request, onRefuse }: VerificationRowProps) {
  const approval = useApproveVerification();
  const who = request.user.username ? `${request.user.name} (@${request.user.username})` : request.user.name;

  async function approve() {
    try {
      await approval.mutateAsync(request.id);
    } catch (error) {
      toast.error(refusalMessage(error, verificationMessages.failed));
      return;
    }
    toast.success(verificationMessages.approved);
  }

  return (
    <li
      aria-label={`Demande de ${request.user.name}`}
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <div className="grid gap-1 text-sm">
        <p className="font-medium">{who}</p>
        <p className="break-all text-muted-foreground">{request.user.email}</p>
        <p className="flex flex-wrap items-center gap-2">
          <SellerStatusBadge status={request.sellerStatus} />
          {request.isProfessional ? (
            <span>
              SIRET <span className="font-mono">{request.siret}</span>
            </span>
          ) : null}
          <time dateTime={request.createdAt} className="text-muted-foreground">
            {formatShortDateTime(request.createdAt)}
          </time>
        </p>
        {request.sellerStatus === 'professional' ? <LegalDetailsCheck details={request.legalDetails} /> : null}
        {request.documentUrl ? (
          <a
            href={request.documentUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex w-fit items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            Voir le document{request.documentType === 'pdf' ? ' (PDF)' : ''}
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">de {request.user.name} (nouvel onglet, lien valable une heure)</span>
          </a>
        ) : (
          <p className="text-muted-foreground">Document supprimé</p>
        )}
      </div>
      <div className="flex gap-2">
        <Button onClick={() => void approve()} disabled={approval.isPending}>
          <Check aria-hidden="true" />
          Approuver<span className="sr-only"> {request.user.name}</span>
        </Button>
        <Button variant="outline" onClick={() => onRefuse(request)}>
          <X aria-hidden="true" />
          Refuser<span className="sr-only"> {request.user.name}</span>
        </Button>
      </div>
    </li>
  );
}
